import { ATTENDED_STATUSES } from '@chapter/shared/meetings.schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { localParts } from '../../lib/zoned-time.ts';

/** Raw six-month (or weekly) figures per member, before any hiding or scoring. */
export interface Figures {
  referralsGiven: number;
  referralsReceived: number;
  oneToOnes: number;
  visitors: number;
  trainingCredits: number;
  testimonialsGiven: number;
  tyfcbCents: number;
  attended: number;
  expected: number;
}

export const emptyFigures = (): Figures => ({
  referralsGiven: 0,
  referralsReceived: 0,
  oneToOnes: 0,
  visitors: 0,
  trainingCredits: 0,
  testimonialsGiven: 0,
  tyfcbCents: 0,
  attended: 0,
  expected: 0,
});

interface Scope {
  groupId: number;
  since: string;
  /** The window's end: a record dated later (a typo of 9999, say) counts nowhere. */
  until: string;
  /** Only these members (all of the group when absent). */
  userIds?: number[];
  /**
   * The group's time zone: records dated by day (thanks for closed business, training credits; stored at noon UTC of
   * their day) are counted by the window's local days rather than its instants. In a zone 12 or more hours ahead of
   * UTC a day's noon stamp falls after the next local midnight: such a record dated the last day of a month would
   * count in the next.
   */
  timeZone?: string;
}

/** A window's local days as the noon stamps day-dated records carry, both included. */
function dayWindow(w: FigureWindow, timeZone: string | undefined): FigureWindow {
  if (!timeZone) return w;
  const noon = (stamp: string) => `${localParts(new Date(stamp), timeZone).date}T12:00:00.000Z`;
  return { since: noon(w.since), until: noon(w.until) };
}

/** One window of a figures query: records dated from `since` up to `until`, both included. */
export interface FigureWindow {
  since: string;
  until: string;
}

/** A grouped row: the member and one sum per window (`w0`, `w1`…). */
type Row = { user_id: number } & Record<string, unknown>;

/** Adds each row's window sums to the member's figure in each window. */
function add(out: Map<number, Figures>[], rows: readonly Row[], key: keyof Figures, prefix = 'w'): void {
  for (const r of rows) {
    out.forEach((window, i) => {
      const figures = window.get(r.user_id) ?? emptyFigures();
      figures[key] += Number(r[`${prefix}${i}`] ?? 0);
      window.set(r.user_id, figures);
    });
  }
}

const records = (db: Db, s: Scope, type: string) =>
  db
    .selectFrom('activity_records')
    .where('group_id', '=', s.groupId)
    .where('type', '=', type as 'referral')
    .where('occurred_at', '>=', s.since)
    .where('occurred_at', '<=', s.until);

const notRejected = sql<boolean>`(approval_status is null or approval_status <> 'rejected')`;

/**
 * Every figure for the group's members in each of several windows, in one pass over the span they cover: one
 * grouped, indexed query per figure, each summing every window (a member's scored months, the month so far and
 * the last week cost the statements of one window). The figure definitions are those documented on
 * ActivityRecordTable and VisitorTable in schema.ts.
 */
export async function selectFigureWindows(
  db: Db,
  who: { groupId: number; userIds?: number[]; timeZone?: string },
  windows: readonly FigureWindow[],
): Promise<Map<number, Figures>[]> {
  const spanOf = (list: readonly FigureWindow[]) => ({
    since: list.map((w) => w.since).reduce((a, b) => (a < b ? a : b)),
    until: list.map((w) => w.until).reduce((a, b) => (a > b ? a : b)),
  });
  const s: Scope = { ...who, ...spanOf(windows) };
  const days = windows.map((w) => dayWindow(w, who.timeZone));
  const byDay: Scope = { ...who, ...spanOf(days) };
  const ids = s.userIds ?? [];
  const some = s.userIds !== undefined;
  const within = (column: string, w: FigureWindow) =>
    sql`${sql.ref(column)} >= ${w.since} and ${sql.ref(column)} <= ${w.until}`;
  const sums = (column: string, value: string, prefix = 'w', also = sql`1 = 1`, list = windows) =>
    list.map((w, i) =>
      sql<number>`sum(case when ${within(column, w)} and ${also} then ${sql.raw(value)} else 0 end)`.as(
        `${prefix}${i}`,
      ),
    );
  const counted = (column: string) => sums(column, '1');
  const summedByDay = (value: string) => sums('occurred_at', value, 'w', sql`1 = 1`, days);
  const attendedStatus = sql`status in (${sql.join([...ATTENDED_STATUSES])})`;
  const [given, received, oneA, oneB, training, testimonials, tyfcb, visitors, attendance] = await Promise.all([
    records(db, s, 'referral')
      .where(notRejected)
      .$if(some, (q) => q.where('giver_id', 'in', ids))
      .select(['giver_id as user_id', ...counted('occurred_at')])
      .groupBy('giver_id')
      .execute(),
    records(db, s, 'referral')
      .where(notRejected)
      .$if(some, (q) => q.where('receiver_id', 'in', ids))
      .select(['receiver_id as user_id', ...counted('occurred_at')])
      .groupBy('receiver_id')
      .execute(),
    records(db, s, 'one_to_one')
      .where('status', '=', 'completed')
      .$if(some, (q) => q.where('giver_id', 'in', ids))
      .select(['giver_id as user_id', ...counted('occurred_at')])
      .groupBy('giver_id')
      .execute(),
    records(db, s, 'one_to_one')
      .where('status', '=', 'completed')
      .$if(some, (q) => q.where('receiver_id', 'in', ids))
      .select(['receiver_id as user_id', ...counted('occurred_at')])
      .groupBy('receiver_id')
      .execute(),
    records(db, byDay, 'training_credit')
      .$if(some, (q) => q.where('receiver_id', 'in', ids))
      .select(['receiver_id as user_id', ...summedByDay('credits')])
      .groupBy('receiver_id')
      .execute(),
    records(db, s, 'testimonial')
      .$if(some, (q) => q.where('giver_id', 'in', ids))
      .select(['giver_id as user_id', ...counted('occurred_at')])
      .groupBy('giver_id')
      .execute(),
    records(db, byDay, 'closed_business')
      .where('approval_status', '=', 'approved')
      .$if(some, (q) => q.where('receiver_id', 'in', ids))
      .select(['receiver_id as user_id', ...summedByDay('amount_cents')])
      .groupBy('receiver_id')
      .execute(),
    db
      .selectFrom('visitors')
      .where('group_id', '=', s.groupId)
      .where('invited_by', 'is not', null)
      .where('first_visit_at', '>=', s.since)
      .where('first_visit_at', '<=', s.until)
      .$if(some, (q) => q.where('invited_by', 'in', ids))
      .select([sql<number>`invited_by`.as('user_id'), ...counted('first_visit_at')])
      .groupBy('invited_by')
      .execute(),
    db
      .selectFrom('attendance')
      .where('group_id', '=', s.groupId)
      .where('meeting_starts_at', '>=', s.since)
      .where('meeting_starts_at', '<=', s.until)
      .$if(some, (q) => q.where('user_id', 'in', ids))
      .select([
        'user_id',
        ...sums('meeting_starts_at', '1', 'a', attendedStatus),
        ...sums('meeting_starts_at', '1', 'e', sql`status <> 'medical'`),
      ])
      .groupBy('user_id')
      .execute(),
  ]);
  const out = windows.map(() => new Map<number, Figures>());
  add(out, given as Row[], 'referralsGiven');
  add(out, received as Row[], 'referralsReceived');
  add(out, oneA as Row[], 'oneToOnes');
  add(out, oneB as Row[], 'oneToOnes');
  add(out, training as Row[], 'trainingCredits');
  add(out, testimonials as Row[], 'testimonialsGiven');
  add(out, tyfcb as Row[], 'tyfcbCents');
  add(out, visitors as Row[], 'visitors');
  add(out, attendance as Row[], 'attended', 'a');
  add(out, attendance as Row[], 'expected', 'e');
  return out;
}

/** Every figure for the group's members over one window. */
export async function selectFigures(db: Db, s: Scope): Promise<Map<number, Figures>> {
  const [figures] = await selectFigureWindows(db, s, [s]);
  return figures ?? new Map();
}

/**
 * Active members of a group (name order), with when they joined (a newer member is scored on fewer weeks).
 * Visitors and substitutes are not members the chapter scores: they have no lights.
 */
export const selectActiveMembers = (db: Db, groupId: number) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'u.id',
      'u.name',
      'm.joined_at',
      sql<string | null>`coalesce(m.classification, u.classification)`.as('classification'),
    ])
    .where('m.group_id', '=', groupId)
    .where('m.status', '=', 'active')
    .where('m.role', 'not in', ['Visitor', 'Substitute'])
    .where('u.status', '=', 'active')
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();

/** A member (any status) with their group, for the visibility checks. */
export const findMemberOf = (db: Db, userId: number) =>
  db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'm.group_id', 'm.joined_at', 'm.status'])
    .where('u.id', '=', userId)
    .executeTakeFirst();

/** Pair counts over the period: referrals giver → receiver, or completed one-to-ones (as stored, giver → receiver). */
export function selectPairs(
  db: Db,
  window: { groupId: number; since: string; until: string },
  kind: 'referrals' | 'oneToOnes',
) {
  let q = records(db, window, kind === 'referrals' ? 'referral' : 'one_to_one');
  q = kind === 'referrals' ? q.where(notRejected) : q.where('status', '=', 'completed');
  return q
    .select(['giver_id', 'receiver_id', sql<number>`count(*)`.as('n')])
    .groupBy(['giver_id', 'receiver_id'])
    .execute();
}

/** The group's latest records that are final for everyone to see: approved or approval-free, one-to-ones held. */
export const selectRecent = (db: Db, groupId: number, limit: number) =>
  db
    .selectFrom('activity_records as a')
    .innerJoin('users as g', 'g.id', 'a.giver_id')
    .innerJoin('users as r', 'r.id', 'a.receiver_id')
    .select([
      'a.id',
      'a.type',
      'a.giver_id',
      'a.receiver_id',
      'a.credits',
      'a.updated_at',
      'g.name as giver_name',
      'r.name as receiver_name',
    ])
    .where('a.group_id', '=', groupId)
    .where((eb) => eb.or([eb('a.approval_status', 'is', null), eb('a.approval_status', '=', 'approved')]))
    .where((eb) => eb.or([eb('a.type', '!=', 'one_to_one'), eb('a.status', '=', 'completed')]))
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();

/** Testimonials the member chose to publish on their profile, newest first. */
export const selectPublishedTestimonials = (db: Db, userId: number) =>
  db
    .selectFrom('activity_records as a')
    .innerJoin('users as g', 'g.id', 'a.giver_id')
    .select(['a.id', 'a.giver_id', 'g.name as giver_name', 'a.details', 'a.summary', 'a.created_at'])
    .where('a.receiver_id', '=', userId)
    .where('a.type', '=', 'testimonial')
    .where('a.published', '=', 1)
    .orderBy('a.created_at', 'desc')
    .limit(50)
    .execute();

/** One-to-ones still open with the member (requested or a new time proposed), to see which wait on them. */
export const selectOpenOneToOnes = (db: Db, userId: number) =>
  db
    .selectFrom('activity_records')
    .select(['giver_id', 'receiver_id', 'status', 'details'])
    .where('type', '=', 'one_to_one')
    .where('status', 'in', ['requested', 'rescheduled'])
    .where((eb) => eb.or([eb('giver_id', '=', userId), eb('receiver_id', '=', userId)]))
    .limit(200)
    .execute();

export async function countPendingMentorshipApplications(db: Db, mentorId: number): Promise<number> {
  const row = await db
    .selectFrom('mentorships')
    .select(sql<number>`count(*)`.as('n'))
    .where('mentor_id', '=', mentorId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A member's attendance marks that count (all but medical) since a date, to look ahead at the coming lights. */
export async function selectMarks(db: Db, groupId: number, userId: number, since: string) {
  const rows = await db
    .selectFrom('attendance')
    .select(['meeting_starts_at', 'status'])
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .where('meeting_starts_at', '>=', since)
    .where('status', '<>', 'medical')
    .execute();
  return rows.map((r) => ({ at: r.meeting_starts_at, attended: ATTENDED_STATUSES.includes(r.status) }));
}

/** The group's row: its time zone and weekly schedule set the light's months and the meetings ahead. */
export const selectGroup = (db: Db, groupId: number) =>
  db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirstOrThrow();

/** Every active group, whole: the chapters a scheduled report is written for. */
export function selectActiveGroups(db: Db) {
  return db.selectFrom('groups').selectAll().where('status', '=', 'active').execute();
}
