import type { Db } from '../../db/kysely.ts';
import { NON_MEMBER_ROLES } from '../../kernel/memberships.repository.ts';

/** The caller's seat at the meeting when they are an active member of its group, with any mark already made. */
export function findOwnSeat(db: Db, meetingId: number, groupId: number, userId: number) {
  return db
    .selectFrom('memberships as ms')
    .innerJoin('users as u', 'u.id', 'ms.user_id')
    .leftJoin('attendance as a', (j) => j.onRef('a.user_id', '=', 'u.id').on('a.meeting_id', '=', meetingId))
    .select(['u.id', 'a.status', 'a.recorded_at'])
    .where('ms.group_id', '=', groupId)
    .where('ms.user_id', '=', userId)
    .where('ms.status', '=', 'active')
    .where('u.status', '=', 'active')
    .where('ms.role', 'not in', NON_MEMBER_ROLES)
    .executeTakeFirst();
}
