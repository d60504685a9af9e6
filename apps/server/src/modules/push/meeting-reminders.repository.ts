import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';

/** Scheduled meetings starting in (from, to]: the ones a reminder may be due for. */
export function selectUpcomingMeetings(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select([
      'm.id',
      'm.group_id',
      'm.title',
      'm.starts_at',
      'm.timezone',
      'm.location',
      'g.language as group_language',
    ])
    .where('m.status', '=', 'scheduled')
    .where('m.starts_at', '>', toStamp(from))
    .where('m.starts_at', '<=', toStamp(to))
    .orderBy('m.starts_at')
    .execute();
}

/** Claims a reminder; true for the one process that inserted it, which then sends it. */
export async function claimReminder(db: Db, meetingId: number, kind: string, at: Date): Promise<boolean> {
  const result = await db
    .insertInto('meeting_reminders')
    .values({ meeting_id: meetingId, kind, sent_at: toStamp(at) })
    .onConflict((oc) => oc.columns(['meeting_id', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * The group's members to remind: active members (not visitors or substitutes) who have not said they won't come,
 * with the language each chose.
 */
export function selectMembersToRemind(db: Db, groupId: number, meetingId: number) {
  return db
    .selectFrom('memberships as ms')
    .innerJoin('users as u', 'u.id', 'ms.user_id')
    .leftJoin('meeting_rsvps as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.meeting_id', '=', meetingId))
    .select(['u.id', 'u.preferred_language'])
    .where('ms.group_id', '=', groupId)
    .where('ms.status', '=', 'active')
    .where('ms.role', 'not in', ['Visitor', 'Substitute'])
    .where('u.status', '=', 'active')
    .where((eb) => eb.or([eb('r.response', 'is', null), eb('r.response', '!=', 'not_attending')]))
    .execute();
}
