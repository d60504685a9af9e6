import { type RawBuilder, sql } from 'kysely';
import type { Db, Dialect } from '../../db/kysely.ts';
import type { Terms } from './search-text.ts';

/**
 * Reads of the search indexes of migrations 0016 and 0020 (docs/search.md). Each index answers which rows match, newest
 * first, within the scope; the rows themselves are then read by id from their own tables. A condition on the
 * people of a message or record here would let the planner walk all of the member's rows instead of the few
 * ids (80 ms instead of 0.3 at 100,000 messages): the sources check the people once the rows are read.
 */

type Index = 'search_members' | 'search_meetings' | 'search_activity' | 'search_messages' | 'search_channel_messages';

/** Who may find a row: the rows of a group ("g"), or of a person taking part ("u"); none for every group. */
type Scope = { kind: 'g' | 'u'; id: number } | undefined;

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

/** The ids of an index's rows that match, as a subquery (for the small sources, ordered by the caller). */
function matchingIds(dialect: Dialect, index: Index, scope: Scope, terms: Terms): RawBuilder<number> {
  const query = indexQuery(dialect, scope, terms);
  const table = sql.table(index);
  return dialect === 'sqlite'
    ? sql<number>`(select rowid from ${table} where ${table} match ${query})`
    : sql<number>`(select id from ${table} where tsv @@ ${query}::tsquery)`;
}

/** Above every id: ids are 32-bit integers on PostgreSQL, which refuses a larger parameter. */
const AFTER_LAST_ID = 2_147_483_647;
/** How many of the newest index rows PostgreSQL reads in order before asking the GIN index for the rest. */
const RECENT_WINDOW = 1_000;
/**
 * How many more rows it reads in order when the first window found some matches but not a page: the query is
 * common enough that they are near, and the GIN index would read every match in the table to give the few.
 */
const NEXT_WINDOW = 3_000;

/**
 * The newest `take` ids of an index that match, below `before`: the cost of a page, whatever the table's size
 * (docs/search.md "Cost"). SQLite's FTS5 walks its index newest first and stops after a page. A GIN index
 * cannot give rows in order, and PostgreSQL's planner, guessing how common a word is, walks the table newest
 * first even for a word in three rows of 100,000 (30 ms instead of 0.3). So it is told what to do: read the
 * newest rows in order (about RECENT_WINDOW of them), which fills a page of any common word. When that found
 * some matches but not a page (two common words together, say), the next NEXT_WINDOW rows are read the same
 * way. Only what is still missing is asked of the GIN index, and by then the matches left are few (a rare word
 * found nothing in the first window and goes there at once).
 */
async function newestMatches(
  db: Db,
  dialect: Dialect,
  index: Index,
  scope: Scope,
  terms: Terms,
  before: number | undefined,
  take: number,
): Promise<number[]> {
  const query = indexQuery(dialect, scope, terms);
  const table = sql.table(index);
  const below = before ?? AFTER_LAST_ID;
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ id: number }>`select rowid as id from ${table}
      where ${table} match ${query} and rowid < ${below} order by rowid desc limit ${take}`.execute(db);
    return rows.map((r) => r.id);
  }
  /** Matches among the ids in (floor, top), newest first, up to `limit`: read in order, the GIN index unused. */
  const inOrder = async (top: number, floor: number, limit: number) => {
    const { rows } = await sql<{ id: number }>`select id from ${table}
      where tsv @@ ${query}::tsquery and id < ${top} and id > ${floor} order by id desc limit ${limit}`.execute(db);
    return rows.map((r) => r.id);
  };
  // Ids are dense enough (deleted messages leave gaps) that the newest id less the window bounds about as many rows.
  const { rows: newest } = await sql<{
    id: number | null;
  }>`select max(id) as id from ${table} where id < ${below}`.execute(db);
  let floor = Math.max(0, (newest[0]?.id ?? 0) - RECENT_WINDOW);
  const ids = await inOrder(below, floor, take);
  if (ids.length > 0 && ids.length < take && floor > 0) {
    const next = Math.max(0, floor - NEXT_WINDOW);
    ids.push(...(await inOrder(floor + 1, next, take - ids.length)));
    floor = next;
  }
  if (ids.length === take || floor === 0) return ids;
  // "id + 0": ordered by an expression no index holds, the planner cannot walk the table and uses the GIN index.
  const { rows: older } = await sql<{ id: number }>`select id from ${table}
    where tsv @@ ${query}::tsquery and id <= ${floor} order by id + 0 desc limit ${take - ids.length}`.execute(db);
  return [...ids, ...older.map((r) => r.id)];
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

/** Activity records the user gave or received that match, newest first, below the id `before`. */
export async function selectRecords(
  db: Db,
  dialect: Dialect,
  userId: number,
  terms: Terms,
  before: number | undefined,
  take: number,
) {
  const ids = await newestMatches(db, dialect, 'search_activity', { kind: 'u', id: userId }, terms, before, take);
  if (ids.length === 0) return [];
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
    .where('a.id', 'in', ids)
    .orderBy('a.id', 'desc')
    .execute();
}

/** Messages of the user's conversations that match (deleted ones are not indexed), newest first, below `before`. */
export async function selectMessages(
  db: Db,
  dialect: Dialect,
  userId: number,
  terms: Terms,
  before: number | undefined,
  take: number,
) {
  const ids = await newestMatches(db, dialect, 'search_messages', { kind: 'u', id: userId }, terms, before, take);
  if (ids.length === 0) return [];
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
    .where('m.id', 'in', ids)
    .where('m.deleted_at', 'is', null)
    .orderBy('m.id', 'desc')
    .execute();
}

/**
 * Messages of a group's chapter channel that match (deleted ones are not indexed, and checked again), newest
 * first, below `before`. Whether the caller may read the channel is the source's question.
 */
export async function selectChannelMessages(
  db: Db,
  dialect: Dialect,
  groupId: number,
  terms: Terms,
  before: number | undefined,
  take: number,
) {
  const scope = { kind: 'g', id: groupId } as const;
  const ids = await newestMatches(db, dialect, 'search_channel_messages', scope, terms, before, take);
  if (ids.length === 0) return [];
  return db
    .selectFrom('channel_messages as m')
    .innerJoin('users as s', 's.id', 'm.sender_id')
    .select(['m.id', 'm.group_id', 'm.sender_id', 'm.kind', 'm.content', 'm.sent_at', 's.name as sender_name'])
    .where('m.id', 'in', ids)
    .where('m.group_id', '=', groupId)
    .where('m.deleted_at', 'is', null)
    .orderBy('m.id', 'desc')
    .execute();
}
