import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';

/** Scheduled meetings starting in (from, to], with what the e-mail and its .ics need. */
export function selectMeetingsToRemind(db: Db, from: Date, to: Date) {
  return db
    .selectFrom('meetings')
    .innerJoin('groups', 'groups.id', 'meetings.group_id')
    .select([
      'meetings.id',
      'meetings.group_id',
      'groups.name as group_name',
      'groups.language as group_language',
      'meetings.title',
      'meetings.starts_at',
      'meetings.ends_at',
      'meetings.timezone',
      'meetings.location',
      'meetings.online_link',
      'meetings.agenda',
      'meetings.speaker',
      'meetings.status',
      'meetings.updated_at',
    ])
    .where('meetings.status', '=', 'scheduled')
    .where('meetings.starts_at', '>', toStamp(from))
    .where('meetings.starts_at', '<=', toStamp(to))
    .orderBy('meetings.starts_at')
    .execute();
}

/**
 * The group's members still to e-mail about a meeting: active accounts with an active membership (not visitors or
 * substitutes), who have not declined, whose "Meeting reminders" e-mail setting is not off, and who have not been
 * sent this one (for this start time) yet. The setting is stored as JSON, so "off" is the text `false`; no row means the default (on).
 */
export function selectMembersToEmail(db: Db, groupId: number, meetingId: number, startsAt: string) {
  return db
    .selectFrom('memberships as ms')
    .innerJoin('users as u', 'u.id', 'ms.user_id')
    .leftJoin('meeting_rsvps as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.meeting_id', '=', meetingId))
    .leftJoin('user_settings as s', (j) =>
      j.onRef('s.user_id', '=', 'u.id').on('s.key', '=', 'notifications.meetingReminders'),
    )
    .leftJoin('meeting_reminder_emails as e', (j) =>
      j.onRef('e.user_id', '=', 'u.id').on('e.meeting_id', '=', meetingId).on('e.starts_at', '=', startsAt),
    )
    .select(['u.id', 'u.email', 'u.name', 'u.preferred_language'])
    .where('ms.group_id', '=', groupId)
    .where('ms.status', '=', 'active')
    .where('ms.role', 'not in', ['Visitor', 'Substitute'])
    .where('u.status', '=', 'active')
    .where((eb) => eb.or([eb('r.response', 'is', null), eb('r.response', '!=', 'not_attending')]))
    .where((eb) => eb.or([eb('s.value', 'is', null), eb('s.value', '!=', 'false')]))
    .where('e.user_id', 'is', null)
    .orderBy('u.id')
    .execute();
}

/** Claims a member's reminder e-mail for a meeting at a start; true for the one caller that inserted the row. */
export async function claimReminderEmail(
  db: Db,
  claim: { meetingId: number; userId: number; startsAt: string },
  at: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('meeting_reminder_emails')
    .values({ meeting_id: claim.meetingId, user_id: claim.userId, starts_at: claim.startsAt, sent_at: toStamp(at) })
    .onConflict((oc) => oc.columns(['meeting_id', 'user_id', 'starts_at']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
