import { ATTENDED_STATUSES } from '@chapter/shared/meetings.schemas';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

/*
 * The chapter scorecard's queries (docs/chapter-scorecard.md): each reads every chapter of the organisation at once,
 * grouped by chapter, with one sum per window, so the answer costs the same statements for 3 chapters as for 300.
 */

/** A period: instants from `since` up to `until` (excluded), and the noon stamps of its first and last local days. */
export interface CardWindow {
  since: string;
  until: string;
  firstNoon: string;
  lastNoon: string;
}

/** A grouped row: the chapter and one value per window and name (`size0`, `size1`…). */
export type CardRow = { group_id: number } & Record<string, unknown>;

/** Roles that are not members the chapter counts (as selectActiveMembers in scorecard.repository.ts). */
const NOT_MEMBERS = ['Visitor', 'Substitute'];

const between = (column: string, w: CardWindow) =>
  sql`${sql.ref(column)} >= ${w.since} and ${sql.ref(column)} < ${w.until}`;

const sumEach = (windows: readonly CardWindow[], name: string, when: (w: CardWindow) => RawBuilder<unknown>) =>
  windows.map((w, i) => sql<number>`sum(case when ${when(w)} then 1 else 0 end)`.as(`${name}${i}`));

/** The chapter's row (its time zone sets the months), or undefined for a chapter that does not exist. */
export const findChapter = (db: Db, groupId: number) =>
  db.selectFrom('groups').select(['id', 'timezone']).where('id', '=', groupId).executeTakeFirst();

/** Active chapters (and the one asked about, whatever its status), with their currency when set. */
export const selectChapters = (db: Db, groupId: number) =>
  db
    .selectFrom('groups')
    .select(['id', 'name', 'currency'])
    .where((eb) => eb.or([eb('status', '=', 'active'), eb('id', '=', groupId)]))
    .orderBy('name')
    .orderBy('id')
    .execute();

/**
 * Members at each window's end, joined and left in it. The app keeps no membership history: a membership that is
 * no longer active left when it last changed (`updated_at`, written when a member is deactivated or lapses).
 */
export function selectMembership(db: Db, windows: readonly CardWindow[]) {
  const gone = sql`status in ('inactive', 'expired')`;
  return db
    .selectFrom('memberships')
    .where('role', 'not in', NOT_MEMBERS)
    .where('joined_at', 'is not', null)
    .where('status', '<>', 'pending')
    .select([
      'group_id',
      ...sumEach(
        windows,
        'size',
        (w) => sql`joined_at < ${w.until} and (status = 'active' or (${gone} and updated_at >= ${w.until}))`,
      ),
      ...sumEach(windows, 'joined', (w) => between('joined_at', w)),
      ...sumEach(windows, 'left', (w) => sql`${gone} and ${between('updated_at', w)}`),
    ])
    .groupBy('group_id')
    .execute() as Promise<CardRow[]>;
}

/**
 * Referrals passed in each window, not rejected, by their scope as the PALMS report reads it: inside when the
 * record says so, outside otherwise. `details` is JSON written by the app, where a quote inside a value is escaped,
 * so the text `"scope":"inside"` can only be the field itself.
 */
export function selectReferrals(db: Db, windows: readonly CardWindow[], span: CardWindow) {
  const inside = sql`details like ${'%"scope":"inside"%'}`;
  return db
    .selectFrom('activity_records')
    .where('type', '=', 'referral')
    .where(sql<boolean>`(approval_status is null or approval_status <> 'rejected')`)
    .where('occurred_at', '>=', span.since)
    .where('occurred_at', '<', span.until)
    .select([
      'group_id',
      ...sumEach(windows, 'inside', (w) => sql`${between('occurred_at', w)} and ${inside}`),
      ...sumEach(windows, 'outside', (w) => sql`${between('occurred_at', w)} and not (${inside})`),
    ])
    .groupBy('group_id')
    .execute() as Promise<CardRow[]>;
}

/** Approved thanks for closed business per chapter and currency; records dated by day count by their local day. */
export function selectRevenue(db: Db, windows: readonly CardWindow[], span: CardWindow) {
  return db
    .selectFrom('activity_records')
    .where('type', '=', 'closed_business')
    .where('approval_status', '=', 'approved')
    .where('occurred_at', '>=', span.firstNoon)
    .where('occurred_at', '<=', span.lastNoon)
    .select([
      'group_id',
      'currency',
      ...windows.map((w, i) =>
        sql<number>`sum(case when occurred_at >= ${w.firstNoon} and occurred_at <= ${w.lastNoon} then amount_cents else 0 end)`.as(
          `cents${i}`,
        ),
      ),
      ...sumEach(windows, 'count', (w) => sql`occurred_at >= ${w.firstNoon} and occurred_at <= ${w.lastNoon}`),
    ])
    .groupBy(['group_id', 'currency'])
    .execute() as Promise<(CardRow & { currency: string | null })[]>;
}

/**
 * Distinct visitors checked in at the chapter's meetings in each window, and those of them who have joined since:
 * their account holds a member's membership of the chapter (as the visitors list says "joined").
 */
export function selectVisitors(db: Db, windows: readonly CardWindow[], span: CardWindow) {
  const distinctIn = (w: CardWindow, also: RawBuilder<unknown>) =>
    sql<number>`count(distinct case when ${between('m.starts_at', w)} and ${also} then c.visitor_id end)`;
  return db
    .selectFrom('visitor_checkins as c')
    .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
    .innerJoin('visitors as v', 'v.id', 'c.visitor_id')
    .leftJoin('memberships as ms', (j) =>
      j
        .onRef('ms.user_id', '=', 'v.user_id')
        .onRef('ms.group_id', '=', 'm.group_id')
        .on('ms.role', 'not in', NOT_MEMBERS)
        .on('ms.joined_at', 'is not', null)
        .on('ms.status', '<>', 'pending'),
    )
    .where('m.starts_at', '>=', span.since)
    .where('m.starts_at', '<', span.until)
    .select([
      'm.group_id',
      ...windows.map((w, i) => distinctIn(w, sql`1 = 1`).as(`visitors${i}`)),
      ...windows.map((w, i) => distinctIn(w, sql`ms.user_id is not null`).as(`joined${i}`)),
    ])
    .groupBy('m.group_id')
    .execute() as Promise<CardRow[]>;
}

/** Attendance marks per window: attended (present, late, substitute) and counted (all but medical), decision 0006. */
export function selectAttendance(db: Db, windows: readonly CardWindow[], span: CardWindow) {
  const attended = sql`status in (${sql.join([...ATTENDED_STATUSES])})`;
  return db
    .selectFrom('attendance')
    .where('meeting_starts_at', '>=', span.since)
    .where('meeting_starts_at', '<', span.until)
    .select([
      'group_id',
      ...sumEach(windows, 'attended', (w) => sql`${between('meeting_starts_at', w)} and ${attended}`),
      ...sumEach(windows, 'counted', (w) => sql`${between('meeting_starts_at', w)} and status <> 'medical'`),
    ])
    .groupBy('group_id')
    .execute() as Promise<CardRow[]>;
}

/** The chapter's chosen comparison group; none: chapters of similar size. */
export const selectComparisonChoice = (db: Db, groupId: number) =>
  db.selectFrom('chapter_comparisons').select(['mode', 'peer_ids']).where('group_id', '=', groupId).executeTakeFirst();

/** Stores the chapter's comparison group. */
export async function upsertComparisonChoice(
  db: Db,
  row: {
    group_id: number;
    mode: 'size' | 'all' | 'chosen';
    peer_ids: string | null;
    changed_by: number;
    changed_at: string;
  },
): Promise<void> {
  await db
    .insertInto('chapter_comparisons')
    .values(row)
    .onConflict((oc) =>
      oc.column('group_id').doUpdateSet({
        mode: row.mode,
        peer_ids: row.peer_ids,
        changed_by: row.changed_by,
        changed_at: row.changed_at,
      }),
    )
    .execute();
}

/** Which of these chapters exist and are active (a picked group holds only those). */
export const selectActiveChapterIds = (db: Db, ids: readonly number[]) =>
  db
    .selectFrom('groups')
    .select('id')
    .where('id', 'in', [...ids])
    .where('status', '=', 'active')
    .execute();
