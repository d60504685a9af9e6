import { type RawBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../../db/kysely.ts';
import type { Terms } from './search-text.ts';

/**
 * Reads of the search indexes of migration 0016 (docs/search.md). Each index answers which rows match, newest
 * first; the rows themselves are read from their own tables, which also check the scope again.
 */

type Index = 'search_members' | 'search_meetings' | 'search_activity' | 'search_messages';

/** Who may find a row: the rows of a group ("g"), or of a person taking part ("u"); none for every group. */
export type Scope = { kind: 'g' | 'u'; id: number } | undefined;

/**
 * The query in each index's language. SQLite: an FTS5 expression, the scope column and the words in the body
 * column; PostgreSQL: a tsquery of lexemes. Words hold letters and digits only (search-text.ts), so quoting them
 * is enough: neither syntax can be injected.
 */
function indexQuery(dialect: Dialect, scope: Scope, terms: Terms): string {
  const last = terms.words.length - 1;
  if (dialect === 'sqlite') {
    const words = terms.words.map((w, i) => (i === last ? `"${w}" *` : `"${w}"`)).join(' AND ');
    return `${scope ? `scope : "${scope.kind}${scope.id}" AND ` : ''}body : (${words})`;
  }
  const words = terms.words.map((w, i) => (i === last ? `'${w}':*` : `'${w}'`));
  return [...(scope ? [`'@${scope.kind}${scope.id}'`] : []), ...words].join(' & ');
}

interface IdsOptions {
  /** Only ids below this one (the page's keyset). */
  below?: number;
  /** The first `take` ids, newest first; all of them when left out (small sources, ordered by the caller). */
  take?: number;
}

/** The ids of an index's rows that match, as a subquery. */
export function matchingIds(
  dialect: Dialect,
  index: Index,
  scope: Scope,
  terms: Terms,
  opts: IdsOptions = {},
): RawBuilder<number> {
  const query = indexQuery(dialect, scope, terms);
  const table = sql.table(index);
  const id = sql.ref(dialect === 'sqlite' ? 'rowid' : 'id');
  const match = dialect === 'sqlite' ? sql`${table} match ${query}` : sql`tsv @@ ${query}::tsquery`;
  const below = opts.below === undefined ? sql`` : sql` and ${id} < ${opts.below}`;
  const page = opts.take === undefined ? sql`` : sql` order by ${id} desc limit ${opts.take}`;
  return sql<number>`(select ${id} from ${table} where ${match}${below}${page})`;
}

/** Members of the scope's group (every group's for none) whose name, company or classification match. */
export function selectMembers(
  db: Db,
  dialect: Dialect,
  groupId: number | undefined,
  terms: Terms,
  after: [string, number] | undefined,
  take: number,
) {
  let q = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'u.id',
      'u.name',
      'u.company_name',
      'u.is_admin',
      'u.avatar_key',
      'm.role',
      sql<string | null>`coalesce(m.classification, u.classification)`.as('classification'),
    ])
    .where(
      'm.user_id',
      'in',
      matchingIds(dialect, 'search_members', groupId ? { kind: 'g', id: groupId } : undefined, terms),
    )
    .where('m.status', '=', 'active');
  if (groupId !== undefined) q = q.where('m.group_id', '=', groupId);
  // sort_name is the member's name (kept by triggers, migration 0009), the roster's order.
  if (after) q = q.where((eb) => eb(eb.refTuple('m.sort_name', 'm.user_id'), '>', eb.tuple(after[0], after[1])));
  return q.orderBy('m.sort_name').orderBy('m.user_id').limit(take).execute();
}

export type MemberHit = Awaited<ReturnType<typeof selectMembers>>[number];

const meetingColumns = [
  'id',
  'title',
  'type',
  'status',
  'starts_at',
  'ends_at',
  'timezone',
  'location',
  'speaker',
] as const;

/**
 * Meetings of the group that match, in one of two runs: the ones not over yet, soonest first, then the past
 * ones, latest first. `after` is the last (starts_at, id) shown of that run.
 */
export function selectMeetings(
  db: Db,
  dialect: Dialect,
  groupId: number | undefined,
  terms: Terms,
  run: 'upcoming' | 'past',
  now: string,
  after: [string, number] | undefined,
  take: number,
) {
  let q = db
    .selectFrom('meetings')
    .select(meetingColumns)
    .where(
      'id',
      'in',
      matchingIds(dialect, 'search_meetings', groupId ? { kind: 'g', id: groupId } : undefined, terms),
    );
  if (groupId !== undefined) q = q.where('group_id', '=', groupId);
  if (run === 'upcoming') {
    q = q.where('ends_at', '>=', now);
    if (after) q = q.where((eb) => eb(eb.refTuple('starts_at', 'id'), '>', eb.tuple(after[0], after[1])));
    return q.orderBy('starts_at').orderBy('id').limit(take).execute();
  }
  q = q.where('ends_at', '<', now);
  if (after) q = q.where((eb) => eb(eb.refTuple('starts_at', 'id'), '<', eb.tuple(after[0], after[1])));
  return q.orderBy('starts_at', 'desc').orderBy('id', 'desc').limit(take).execute();
}

export type MeetingHit = Awaited<ReturnType<typeof selectMeetings>>[number];

/** Activity records the user gave or received that match, newest first, below the id `before`. */
export function selectRecords(
  db: Db,
  dialect: Dialect,
  userId: number,
  terms: Terms,
  before: number | undefined,
  take: number,
) {
  return db
    .selectFrom('activity_records as a')
    .innerJoin('users as g', 'g.id', 'a.giver_id')
    .innerJoin('users as r', 'r.id', 'a.receiver_id')
    .select([
      'a.id',
      'a.type',
      'a.giver_id',
      'a.receiver_id',
      'a.summary',
      'a.details',
      'a.status',
      'a.occurred_at',
      'g.name as giver_name',
      'r.name as receiver_name',
    ])
    .where(
      'a.id',
      'in',
      matchingIds(dialect, 'search_activity', { kind: 'u', id: userId }, terms, { below: before, take }),
    )
    .where((eb) => eb.or([eb('a.giver_id', '=', userId), eb('a.receiver_id', '=', userId)]))
    .orderBy('a.id', 'desc')
    .execute();
}

export type RecordHit = Awaited<ReturnType<typeof selectRecords>>[number];

/** Messages of the user's conversations that match (deleted ones are not indexed), newest first, below `before`. */
export function selectMessages(
  db: Db,
  dialect: Dialect,
  userId: number,
  terms: Terms,
  before: number | undefined,
  take: number,
) {
  return db
    .selectFrom('messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .innerJoin('users as r', 'r.id', 'm.recipient_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'm.recipient_id',
      'm.content',
      'm.sent_at',
      's.name as sender_name',
      'r.name as recipient_name',
    ])
    .where(
      'm.id',
      'in',
      matchingIds(dialect, 'search_messages', { kind: 'u', id: userId }, terms, { below: before, take }),
    )
    .where((eb) => eb.or([eb('m.sender_id', '=', userId), eb('m.recipient_id', '=', userId)]))
    .where('m.deleted_at', 'is', null)
    .orderBy('m.id', 'desc')
    .execute();
}

export type MessageHit = Awaited<ReturnType<typeof selectMessages>>[number];
