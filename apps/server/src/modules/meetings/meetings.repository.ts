import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { GroupTable } from '../../db/schema.ts';
import type { MeetingTable, RsvpResponse } from '../../db/schema-meetings.ts';

export type MeetingRow = Selectable<MeetingTable>;

/** Meetings overlapping [from, to), oldest first; every group when groupId is undefined (platform admins). */
export function selectMeetingsInRange(db: Db, groupId: number | undefined, from: string, to: string) {
  let q = db.selectFrom('meetings').selectAll().where('starts_at', '<', to).where('ends_at', '>', from);
  if (groupId !== undefined) q = q.where('group_id', '=', groupId);
  return q.orderBy('starts_at').orderBy('id').limit(2000).execute();
}

export function findMeeting(db: Db, id: number) {
  return db
    .selectFrom('meetings')
    .innerJoin('groups', 'groups.id', 'meetings.group_id')
    .selectAll('meetings')
    .select(['groups.name as group_name', 'groups.language as group_language'])
    .where('meetings.id', '=', id)
    .executeTakeFirst();
}

export function insertMeetings(db: Db, rows: Insertable<MeetingTable>[]) {
  return db.insertInto('meetings').values(rows).returningAll().execute();
}

/** Inserts schedule-generated meetings; an occurrence already present (even cancelled) is left alone. */
export async function insertGenerated(db: Db, rows: Insertable<MeetingTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('meetings')
    .values(rows)
    .onConflict((oc) => oc.columns(['group_id', 'occurrence_key']).doNothing())
    .execute();
}

export function updateMeetingRow(db: Db, id: number, values: Updateable<MeetingTable>) {
  return db.updateTable('meetings').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function selectSeriesFrom(db: Db, seriesId: string, startsAt: string) {
  return db
    .selectFrom('meetings')
    .selectAll()
    .where('series_id', '=', seriesId)
    .where('starts_at', '>=', startsAt)
    .orderBy('starts_at')
    .execute();
}

/** Future schedule-generated meetings nobody has edited: they follow a schedule change. */
export function deleteUntouchedGenerated(db: Db, groupId: number, after: string) {
  return db
    .deleteFrom('meetings')
    .where('group_id', '=', groupId)
    .where('occurrence_key', 'is not', null)
    .where('status', '=', 'scheduled')
    .where('starts_at', '>', after)
    .whereRef('updated_at', '=', 'created_at')
    .execute();
}

export function findGroup(db: Db, groupId: number) {
  return db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();
}

export function selectScheduledGroups(db: Db) {
  return db
    .selectFrom('groups')
    .selectAll()
    .where('status', '=', 'active')
    .where('meeting_weekday', 'is not', null)
    .where('meeting_time', 'is not', null)
    .execute();
}

export async function upsertRsvp(db: Db, meetingId: number, userId: number, response: RsvpResponse, at: string) {
  await db
    .insertInto('meeting_rsvps')
    .values({ meeting_id: meetingId, user_id: userId, response, updated_at: at })
    .onConflict((oc) => oc.columns(['meeting_id', 'user_id']).doUpdateSet({ response, updated_at: at }))
    .execute();
}

/** Per meeting: the caller's answer and the counts per answer. */
export async function rsvpSummaries(db: Db, meetingIds: number[], userId: number) {
  const counts = new Map<number, { attending: number; tentative: number; not_attending: number }>();
  const mine = new Map<number, RsvpResponse>();
  if (meetingIds.length === 0) return { counts, mine };
  // The counts and the caller's own answers in one pass: the group holding the caller's row is their answer.
  const rows = await db
    .selectFrom('meeting_rsvps')
    .select([
      'meeting_id',
      'response',
      (eb) => eb.fn.countAll<string | number>().as('n'),
      sql<string | number>`max(case when user_id = ${userId} then 1 else 0 end)`.as('mine'),
    ])
    .where('meeting_id', 'in', meetingIds)
    .groupBy(['meeting_id', 'response'])
    .execute();
  for (const r of rows) {
    const c = counts.get(r.meeting_id) ?? { attending: 0, tentative: 0, not_attending: 0 };
    if (r.response !== 'no_response') c[r.response] = Number(r.n);
    counts.set(r.meeting_id, c);
    if (Number(r.mine) === 1) mine.set(r.meeting_id, r.response);
  }
  return { counts, mine };
}

export function selectAttendees(db: Db, meetingId: number) {
  return db
    .selectFrom('meeting_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id', 'u.name', 'u.company_name', 'r.response'])
    .where('r.meeting_id', '=', meetingId)
    .where('r.response', '!=', 'no_response')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

/** E-mail addresses of those who said they would come (told about a cancellation). */
export function selectComingEmails(db: Db, meetingId: number) {
  return db
    .selectFrom('meeting_rsvps as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.email', 'u.name', 'u.preferred_language'])
    .where('r.meeting_id', '=', meetingId)
    .where('r.response', 'in', ['attending', 'tentative'])
    .where('u.status', '=', 'active')
    .execute();
}

/** The group's weekly schedule: day, time, length, zone and place of its meetings. */
type ScheduleColumns = Pick<
  Updateable<GroupTable>,
  | 'meeting_weekday'
  | 'meeting_time'
  | 'meeting_duration_minutes'
  | 'timezone'
  | 'meeting_location'
  | 'meeting_online_link'
  | 'updated_at'
>;

export async function updateGroupSchedule(db: Db, groupId: number, values: ScheduleColumns): Promise<void> {
  await db.updateTable('groups').set(values).where('id', '=', groupId).execute();
}
