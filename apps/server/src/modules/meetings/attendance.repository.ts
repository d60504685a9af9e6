import { VISITOR_TASK_DUE_DAYS, VISITOR_TASK_KINDS } from '@chapter/shared/visitor-follow-up.schemas';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { AttendanceStatus, VisitorTable } from '../../db/schema-meetings.ts';
import { toStamp } from '../../db/sql-values.ts';
import { NON_MEMBER_ROLES } from '../../kernel/memberships.repository.ts';

/** The group's active members with their record, RSVP and approved substitute for one meeting. */
export function selectSheetMembers(db: Db, meetingId: number, groupId: number) {
  return db
    .selectFrom('memberships as ms')
    .innerJoin('users as u', 'u.id', 'ms.user_id')
    .leftJoin('attendance as a', (j) => j.onRef('a.user_id', '=', 'u.id').on('a.meeting_id', '=', meetingId))
    .leftJoin('meeting_rsvps as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.meeting_id', '=', meetingId))
    .leftJoin('substitutions as s', (j) =>
      j.onRef('s.member_id', '=', 'u.id').on('s.meeting_id', '=', meetingId).on('s.status', '=', 'approved'),
    )
    .select([
      'u.id',
      'u.name',
      'ms.classification',
      'ms.role',
      'a.status',
      'r.response',
      's.substitute_name',
      's.door_substitute_id',
    ])
    .where('ms.group_id', '=', groupId)
    .where('ms.status', '=', 'active')
    .where('u.status', '=', 'active')
    .where('ms.role', 'not in', NON_MEMBER_ROLES)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

/** Visitors invited to this meeting or checked in at it. */
export function selectSheetVisitors(db: Db, meetingId: number, groupId: number) {
  return db
    .selectFrom('visitors as v')
    .leftJoin('users as inviter', 'inviter.id', 'v.invited_by')
    .leftJoin('visitor_checkins as c', (j) => j.onRef('c.visitor_id', '=', 'v.id').on('c.meeting_id', '=', meetingId))
    .select(['v.id', 'v.name', 'v.company', 'inviter.name as invited_by_name', 'c.checked_in_at'])
    .where('v.group_id', '=', groupId)
    .where((eb) => eb.or([eb('v.meeting_id', '=', meetingId), eb('c.meeting_id', '=', meetingId)]))
    .where('v.status', 'not in', ['declined'])
    .orderBy('v.name')
    .orderBy('v.id')
    .execute();
}

/** Records a mark only where none is: true when written, false when a mark already stood (it is kept). */
export async function insertAttendanceIfAbsent(db: Db, row: Parameters<typeof upsertAttendance>[1]): Promise<boolean> {
  const result = await db
    .insertInto('attendance')
    .values(row)
    .onConflict((oc) => oc.columns(['meeting_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function upsertAttendance(
  db: Db,
  row: {
    meeting_id: number;
    user_id: number;
    group_id: number;
    meeting_starts_at: string;
    status: AttendanceStatus;
    recorded_by: number;
    recorded_at: string;
  },
): Promise<void> {
  await db
    .insertInto('attendance')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['meeting_id', 'user_id'])
        .doUpdateSet({ status: row.status, recorded_by: row.recorded_by, recorded_at: row.recorded_at }),
    )
    .execute();
}

export async function deleteAttendance(db: Db, meetingId: number, userId: number): Promise<void> {
  await db.deleteFrom('attendance').where('meeting_id', '=', meetingId).where('user_id', '=', userId).execute();
}

export async function checkIn(
  db: Db,
  meetingId: number,
  visitorId: number,
  by: number | null,
  at: string,
): Promise<void> {
  await db
    .insertInto('visitor_checkins')
    .values({ meeting_id: meetingId, visitor_id: visitorId, checked_in_by: by, checked_in_at: at })
    .onConflict((oc) => oc.columns(['meeting_id', 'visitor_id']).doNothing())
    .execute();
}

export async function checkOut(db: Db, meetingId: number, visitorId: number): Promise<void> {
  await db
    .deleteFrom('visitor_checkins')
    .where('meeting_id', '=', meetingId)
    .where('visitor_id', '=', visitorId)
    .execute();
}

/**
 * Keeps the visitor's first visit (the inviter's credit) equal to the earliest meeting they were checked in
 * at, and moves an invited/accepted/no-show visitor to attended on a check-in.
 */
export async function refreshFirstVisit(db: Db, visitorId: number, at: string): Promise<void> {
  const first = await db
    .selectFrom('visitor_checkins as c')
    .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
    .select(['m.id', 'm.starts_at'])
    .where('c.visitor_id', '=', visitorId)
    .orderBy('m.starts_at')
    .limit(1)
    .executeTakeFirst();
  await db
    .updateTable('visitors')
    .set({ first_visit_meeting_id: first?.id ?? null, first_visit_at: first?.starts_at ?? null, updated_at: at })
    .where('id', '=', visitorId)
    .execute();
  if (first) {
    await db
      .updateTable('visitors')
      .set({ status: 'attended' })
      .where('id', '=', visitorId)
      .where('status', 'in', ['invited', 'accepted', 'no-show'])
      .execute();
    await openVisitorTasks(db, visitorId, first.starts_at, at);
  }
}

/**
 * The host's follow-up tasks, opened at the visitor's first visit (docs/visitors.md "Host and tasks"), each due its
 * number of days after that visit and given to the host (the inviter unless a leader chose another). One per
 * visitor and kind: a later visit, or a check-in recorded twice, opens nothing new.
 */
async function openVisitorTasks(db: Db, visitorId: number, visitAt: string, at: string): Promise<void> {
  const visitor = await db
    .selectFrom('visitors')
    .select(['host_id', 'invited_by'])
    .where('id', '=', visitorId)
    .executeTakeFirst();
  const assignee = visitor?.host_id ?? visitor?.invited_by ?? null;
  const visit = new Date(visitAt).getTime();
  await db
    .insertInto('visitor_tasks')
    .values(
      VISITOR_TASK_KINDS.map((kind) => ({
        visitor_id: visitorId,
        kind,
        assignee_id: assignee,
        due_at: toStamp(new Date(visit + VISITOR_TASK_DUE_DAYS[kind] * 86_400_000)),
        done_at: null,
        done_by: null,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['visitor_id', 'kind']).doNothing())
    .execute();
}

/** Meetings held in [from, to) that count for attendance (not cancelled, already started). */
export function selectHeldMeetings(db: Db, groupId: number, from: string, to: string) {
  return db
    .selectFrom('meetings')
    .select(['id', 'starts_at'])
    .where('group_id', '=', groupId)
    .where('status', '!=', 'cancelled')
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .execute();
}

/**
 * The group's records in [from, to) (index attendance_group_starts), one row each: the report counts a member's
 * records only from the day they joined.
 */
export function selectAttendance(db: Db, groupId: number, from: string, to: string) {
  return db
    .selectFrom('attendance')
    .select(['user_id', 'status', 'meeting_starts_at'])
    .where('group_id', '=', groupId)
    .where('meeting_starts_at', '>=', from)
    .where('meeting_starts_at', '<', to)
    .execute();
}

export function selectActiveMembers(db: Db, groupId: number) {
  return db
    .selectFrom('memberships as ms')
    .innerJoin('users as u', 'u.id', 'ms.user_id')
    .select(['u.id', 'u.name', 'ms.classification', 'ms.joined_at'])
    .where('ms.group_id', '=', groupId)
    .where('ms.status', '=', 'active')
    .where('ms.role', 'not in', NON_MEMBER_ROLES)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
}

export async function countVisitorCheckins(db: Db, groupId: number, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('visitor_checkins as c')
    .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('m.group_id', '=', groupId)
    .where('m.starts_at', '>=', from)
    .where('m.starts_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records dated by day, stored at noon UTC of their day (ActivityRecordTable in schema.ts). */
const DAY_DATED = ['closed_business', 'training_credit'] as const;

/**
 * The group's activity records dated in [from, to), for the PALMS report's tally (palms.ts). With `days` (the
 * period's first and last local dates), records dated by day are taken by those dates instead: in a zone 12 or more
 * hours ahead of UTC a day's noon stamp falls after the next local midnight.
 */
export function selectPeriodActivity(
  db: Db,
  groupId: number,
  from: string,
  to: string,
  days?: { first: string; last: string },
) {
  return db
    .selectFrom('activity_records')
    .select([
      'type',
      'giver_id',
      'receiver_id',
      'status',
      'approval_status',
      'occurred_at',
      'credits',
      'amount_cents',
      'currency',
      'details',
    ])
    .where('group_id', '=', groupId)
    .where('type', 'in', ['referral', 'one_to_one', 'testimonial', 'training_credit', 'closed_business'])
    .where((eb) => {
      const instants = eb.and([eb('occurred_at', '>=', from), eb('occurred_at', '<', to)]);
      if (!days) return instants;
      return eb.or([
        eb.and([eb('type', 'not in', [...DAY_DATED]), instants]),
        eb.and([
          eb('type', 'in', [...DAY_DATED]),
          eb('occurred_at', '>=', `${days.first}T12:00:00.000Z`),
          eb('occurred_at', '<=', `${days.last}T12:00:00.000Z`),
        ]),
      ]);
    })
    .execute();
}

/** The group's visitors whose first visit falls in [from, to): the inviter's "visitors brought". */
export function selectPeriodVisits(db: Db, groupId: number, from: string, to: string) {
  return db
    .selectFrom('visitors')
    .select(['invited_by', 'first_visit_at'])
    .where('group_id', '=', groupId)
    .where('first_visit_at', '>=', from)
    .where('first_visit_at', '<', to)
    .execute();
}

/**
 * The group's most recent visitor record with this e-mail, whatever its status (a walk-in may come back). Visitor
 * rows are written here, beside the door sheet that records walk-ins; the visitors module invites through these too.
 */
export function findVisitorByEmail(db: Db, groupId: number, email: string) {
  return db
    .selectFrom('visitors')
    .select('id')
    .where('group_id', '=', groupId)
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertVisitor(db: Db, row: Insertable<VisitorTable>) {
  return db.insertInto('visitors').values(row).returning('id').executeTakeFirstOrThrow();
}
