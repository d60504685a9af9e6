import type { PalmsWeekState } from '@chapter/shared/palms.schemas';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Flag } from '../../db/column-types.ts';
import type { Db } from '../../db/kysely.ts';
import type { ActivityApprovalStatus, ActivityRecordTable, ActivityType } from '../../db/schema-activity.ts';
import { withWeekStates } from './palms-weeks.repository.ts';

export type ActivityRow = Selectable<ActivityRecordTable> & {
  giver_name: string;
  receiver_name: string;
  /** The chapter's choice of the detailed referral steps (docs/referral-follow-up.md "The steps"). */
  detailed_referral_steps: Flag;
  /** The state of the PALMS week the record counts in: members change their slips only in a draft week. */
  week_state: PalmsWeekState;
};
export type Box = 'given' | 'received';

/**
 * Records no leader rejected (approved, waiting, or of a kind that needs no approval), in a query that names
 * activity_records `a`: what every count of a chapter's referrals counts.
 */
export const notRejected = sql<boolean>`(a.approval_status is null or a.approval_status <> 'rejected')`;

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const withNames = (db: Db) =>
  db
    .selectFrom('activity_records as a')
    .innerJoin('users as g', 'g.id', 'a.giver_id')
    .innerJoin('users as r', 'r.id', 'a.receiver_id')
    .innerJoin('groups as grp', 'grp.id', 'a.group_id')
    .selectAll('a')
    .select(['g.name as giver_name', 'r.name as receiver_name', 'grp.detailed_referral_steps'])
    // The chapter's week rule, for the PALMS week each record counts in (docs/palms-weeks.md).
    .select(['grp.timezone', 'grp.meeting_weekday', 'grp.meeting_time', 'grp.meeting_duration_minutes']);

/** A record's type and members only (a thanks checks the referral it names). */
export function findActivityParties(db: Db, id: number) {
  return db
    .selectFrom('activity_records')
    .select(['type', 'giver_id', 'receiver_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One record with its names and its PALMS week's state at `now` (the app's clock). */
export async function findActivity(db: Db, id: number, now: Date): Promise<ActivityRow | undefined> {
  const row = await withNames(db).where('a.id', '=', id).executeTakeFirst();
  return row && (await withWeekStates(db, [row], now))[0];
}

export function findByClientRequest(db: Db, giverId: number, clientRequestId: string) {
  return db
    .selectFrom('activity_records')
    .select(['id', 'request_hash'])
    .where('giver_id', '=', giverId)
    .where('client_request_id', '=', clientRequestId)
    .executeTakeFirst();
}

export async function insertActivity(db: Db, values: Insertable<ActivityRecordTable>): Promise<number> {
  const row = await db.insertInto('activity_records').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a record with its history, unread marks and reminders (their keys cascade); false when already gone. */
export async function deleteActivityRow(db: Db, id: number): Promise<boolean> {
  const gone = await db.deleteFrom('activity_records').where('id', '=', id).executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/** Updates only when the row still has `expectStatus` / `expectApproval` (a concurrent change loses cleanly). */
export async function updateActivity(
  db: Db,
  id: number,
  set: Updateable<ActivityRecordTable>,
  expect: { status?: string; approval?: ActivityApprovalStatus | null; updatedAt?: string } = {},
): Promise<boolean> {
  let q = db.updateTable('activity_records').set(set).where('id', '=', id);
  if (expect.status !== undefined) q = q.where('status', '=', expect.status);
  if (expect.approval !== undefined) {
    q =
      expect.approval === null
        ? q.where('approval_status', 'is', null)
        : q.where('approval_status', '=', expect.approval);
  }
  if (expect.updatedAt !== undefined) q = q.where('updated_at', '=', expect.updatedAt);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertHistory(
  db: Db,
  entry: {
    activityId: number;
    actorId: number | null;
    action: string;
    from?: string | null;
    to?: string | null;
    note?: string | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('activity_status_history')
    .values({
      activity_id: entry.activityId,
      actor_id: entry.actorId,
      action: entry.action,
      from_status: entry.from ?? null,
      to_status: entry.to ?? null,
      note: entry.note ?? null,
      created_at: entry.at,
    })
    .execute();
}

export function selectHistory(db: Db, activityId: number) {
  return db
    .selectFrom('activity_status_history as h')
    .leftJoin('users as u', 'u.id', 'h.actor_id')
    .select([
      'h.id',
      'h.action',
      'h.from_status',
      'h.to_status',
      'h.note',
      'h.created_at',
      'h.actor_id',
      'u.name as actor_name',
    ])
    .where('h.activity_id', '=', activityId)
    .orderBy('h.id')
    .execute();
}

interface PageFilter {
  /** given / received: the user's; group: every record of groupId (all groups when undefined). */
  box: Box | 'group';
  /** The app's clock, for the state of each record's PALMS week. */
  now: Date;
  userId: number;
  groupId: number | undefined;
  type?: ActivityType;
  status?: string;
  approvalStatus?: string;
  q?: string;
  /** Newest first: rows strictly before this (created_at, id). */
  before?: [string, number];
  take: number;
  /** Oldest first instead (approval queues). */
  oldestFirst?: boolean;
  /** Leaves out records this user gave or received (an approver never decides on their own). */
  notPartyOf?: number;
}

/** A keyset page over one of the (giver|receiver|group, type, created_at, id) indexes. */
export async function selectActivityPage(
  db: Db,
  f: PageFilter,
): Promise<Array<ActivityRow & { unread_box: string | null }>> {
  let q = withNames(db).leftJoin('activity_unread as un', (join) =>
    join
      .onRef('un.activity_id', '=', 'a.id')
      .on('un.user_id', '=', f.userId)
      .on('un.box', '=', f.box === 'group' ? 'received' : f.box),
  );
  if (f.box === 'given') q = q.where('a.giver_id', '=', f.userId);
  else if (f.box === 'received') {
    // A credit a member records for themself is theirs as given only.
    q = q.where('a.receiver_id', '=', f.userId).whereRef('a.giver_id', '<>', 'a.receiver_id');
  } else if (f.groupId !== undefined) q = q.where('a.group_id', '=', f.groupId);
  if (f.type) q = q.where('a.type', '=', f.type);
  if (f.status) q = q.where('a.status', '=', f.status);
  if (f.approvalStatus) q = q.where('a.approval_status', '=', f.approvalStatus as 'pending');
  if (f.notPartyOf !== undefined) {
    q = q.where('a.giver_id', '<>', f.notPartyOf).where('a.receiver_id', '<>', f.notPartyOf);
  }
  if (f.q) {
    const p = likePattern(f.q);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(a.summary)`, 'like', sql`${p} escape '\\'`),
        eb(sql`lower(g.name)`, 'like', sql`${p} escape '\\'`),
        eb(sql`lower(r.name)`, 'like', sql`${p} escape '\\'`),
      ]),
    );
  }
  const before = f.before;
  if (before) {
    q = q.where((eb) =>
      eb(eb.refTuple('a.created_at', 'a.id'), f.oldestFirst ? '>' : '<', eb.tuple(before[0], before[1])),
    );
  }
  const dir = f.oldestFirst ? 'asc' : 'desc';
  const rows = await q
    .select('un.box as unread_box')
    .orderBy('a.created_at', dir)
    .orderBy('a.id', dir)
    .limit(f.take)
    .execute();
  return withWeekStates(db, rows, f.now);
}

/** Pending records of a type that `approverId` can decide on: never ones they gave or received. */
export async function countPendingApprovals(
  db: Db,
  groupId: number | undefined,
  type: ActivityType,
  approverId: number,
): Promise<number> {
  let q = db
    .selectFrom('activity_records')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('approval_status', '=', 'pending')
    .where('type', '=', type)
    .where('giver_id', '<>', approverId)
    .where('receiver_id', '<>', approverId);
  if (groupId !== undefined) q = q.where('group_id', '=', groupId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Marks the record unread in each user's tab, in one statement (again: a second change keeps one row). */
export async function markUnread(
  db: Db,
  marks: readonly { userId: number; box: Box }[],
  activityId: number,
  type: ActivityType,
  at: string,
) {
  if (marks.length === 0) return;
  await db
    .insertInto('activity_unread')
    .values(marks.map((m) => ({ user_id: m.userId, box: m.box, activity_id: activityId, type, created_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'box', 'activity_id']).doNothing())
    .execute();
}

/** Clears a tab's unread records (of one type, or all); returns how many were cleared. */
export async function clearUnread(db: Db, userId: number, box: Box, type?: ActivityType): Promise<number> {
  let q = db.deleteFrom('activity_unread').where('user_id', '=', userId).where('box', '=', box);
  if (type) q = q.where('type', '=', type);
  const res = await q.executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function clearUnreadRecord(db: Db, userId: number, activityId: number): Promise<number> {
  const res = await db
    .deleteFrom('activity_unread')
    .where('user_id', '=', userId)
    .where('activity_id', '=', activityId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function countUnread(db: Db, userId: number, type?: ActivityType): Promise<Record<Box, number>> {
  let q = db
    .selectFrom('activity_unread')
    .select(['box', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', '=', userId);
  if (type) q = q.where('type', '=', type);
  const rows = await q.groupBy('box').execute();
  const counts = { given: 0, received: 0 };
  for (const r of rows) counts[r.box] = Number(r.n);
  return counts;
}

/** Several members' unread counts per box in one query (members with none are absent from the map). */
export async function countUnreadOf(db: Db, userIds: readonly number[]): Promise<Map<number, Record<Box, number>>> {
  const rows = await db
    .selectFrom('activity_unread')
    .select(['user_id', 'box', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', 'in', [...userIds])
    .groupBy(['user_id', 'box'])
    .execute();
  const out = new Map<number, Record<Box, number>>();
  for (const r of rows) {
    const counts = out.get(r.user_id) ?? { given: 0, received: 0 };
    counts[r.box] = Number(r.n);
    out.set(r.user_id, counts);
  }
  return out;
}

/** The member's active membership group, or undefined (the receiver must be in the caller's group). */
export function findActiveMember(db: Db, userId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'm.group_id', 'm.role'])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'active')
    .where('u.status', '=', 'active')
    .executeTakeFirst();
}

/**
 * The members' e-mail addresses with one stored setting each (null when never set), in one query: a decision's
 * e-mails go to both parties unless they turned the setting off.
 */
export function selectContactsWithSetting(db: Db, userIds: readonly number[], settingKey: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('user_settings as s', (j) => j.onRef('s.user_id', '=', 'u.id').on('s.key', '=', settingKey))
    .leftJoin('memberships as m', 'm.user_id', 'u.id')
    .leftJoin('groups as g', 'g.id', 'm.group_id')
    .select(['u.id', 'u.email', 's.value', 'u.preferred_language', 'g.language as group_language'])
    .where('u.id', 'in', [...userIds])
    .execute();
}

/**
 * The chapter's currency: the one its settings name (migration 0026), else the one most of its thanks for closed
 * business are in (USD while there are none). One statement: the scorecard reads it on every home page.
 */
export async function selectGroupCurrency(db: Db, groupId: number): Promise<string> {
  const row = await db
    .selectFrom('groups as g')
    .select((eb) => [
      'g.currency',
      eb
        .selectFrom('activity_records')
        .select('currency')
        .where('group_id', '=', groupId)
        .where('type', '=', 'closed_business')
        .where('currency', 'is not', null)
        .groupBy('currency')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('currency')
        .limit(1)
        .as('usual'),
    ])
    .where('g.id', '=', groupId)
    .executeTakeFirst();
  return row?.currency ?? row?.usual ?? 'USD';
}

/** The group's time zone, founding day and meeting day: the dates its records may carry and their PALMS week. */
export const findGroupCalendar = (db: Db, groupId: number) =>
  db
    .selectFrom('groups')
    .select(['timezone', 'created_at', 'meeting_weekday', 'meeting_time', 'meeting_duration_minutes'])
    .where('id', '=', groupId)
    .executeTakeFirst();

/**
 * The other member of each of the caller's records in their group since `since`, newest first, both the records
 * they gave and those they received (indexes activity_giver_created and activity_receiver_created), `limit` a side.
 */
export async function selectPartnerRecords(
  db: Db,
  userId: number,
  groupId: number,
  since: string,
  limit: number,
): Promise<{ partnerId: number; createdAt: string }[]> {
  const side = (mine: 'giver_id' | 'receiver_id', theirs: 'giver_id' | 'receiver_id') =>
    db
      .selectFrom('activity_records')
      .select([`${theirs} as partnerId`, 'created_at as createdAt'])
      .where(mine, '=', userId)
      .where(theirs, '<>', userId)
      .where('group_id', '=', groupId)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  const [given, received] = await Promise.all([side('giver_id', 'receiver_id'), side('receiver_id', 'giver_id')]);
  return [...given, ...received];
}
