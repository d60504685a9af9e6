import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';
import { postgresFunctions, postgresFunctionsDrop } from './search-postgres.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The header search's indexes (docs/search.md): one per source — members, meetings, activity records, messages —
 * holding each row's words and its scope (who may find it: "g<group>" or its two people "u<id>"). SQLite keeps
 * them in FTS5 tables, PostgreSQL in tsvector tables with GIN indexes; triggers keep both up to date on every
 * write path, and this migration fills them from the rows already there. Both read text the same way (the
 * folding table in search-folding.ts), so a query finds the same rows on either.
 */
export function search(dialect: Dialect): ChapterMigration {
  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      const statements = dialect === 'postgres' ? postgresUp() : sqliteUp();
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
    async down(db: AnyDb) {
      const statements = dialect === 'postgres' ? postgresDown() : sqliteDown();
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

/** The text and scope of each source's rows, as SQL over its tables (shared by the back-fill and the triggers). */
const SOURCES = {
  members: {
    from: 'users u join memberships m on m.user_id = u.id',
    id: 'u.id',
    where: "m.status = 'active'",
    scope: { sqlite: "'g' || m.group_id", postgres: "array['@g' || m.group_id]" },
    body: ['u.name', 'u.company_name', 'coalesce(m.classification, u.classification)'],
  },
  meetings: {
    from: 'meetings t',
    id: 't.id',
    where: '1 = 1',
    scope: { sqlite: "'g' || t.group_id", postgres: "array['@g' || t.group_id]" },
    body: ['t.title', 't.location', 't.speaker'],
  },
  activity: {
    from: 'activity_records a join users g on g.id = a.giver_id join users r on r.id = a.receiver_id',
    id: 'a.id',
    where: '1 = 1',
    scope: {
      sqlite: "'u' || a.giver_id || ' u' || a.receiver_id",
      postgres: "array['@u' || a.giver_id, '@u' || a.receiver_id]",
    },
    body: ['a.summary', 'search_activity_details(a.details)', 'g.name', 'r.name'],
  },
  messages: {
    from: 'messages t',
    id: 't.id',
    where: 't.deleted_at is null',
    scope: {
      sqlite: "'u' || t.sender_id || ' u' || t.recipient_id",
      postgres: "array['@u' || t.sender_id, '@u' || t.recipient_id]",
    },
    body: ['t.content'],
  },
} as const;
type Source = keyof typeof SOURCES;
const NAMES = Object.keys(SOURCES) as Source[];

/** `insert … select` of a source's documents for the rows matching `filter`. */
function fill(dialect: Dialect, source: Source, filter: string): string {
  const s = SOURCES[source];
  const where = `${s.where} and (${filter})`;
  if (dialect === 'sqlite') {
    const body = s.body.map((b) => (b.startsWith('search_activity_details') ? ACTIVITY_DETAILS_SQLITE : b));
    return `insert into search_${source} (rowid, scope, body)
      select ${s.id}, ${s.scope.sqlite}, concat_ws(' ', ${body.join(', ')}) from ${s.from} where ${where}`;
  }
  return `insert into search_${source} (id, tsv)
    select ${s.id}, search_vector(${s.scope.postgres}, concat_ws(' ', ${s.body.join(', ')})) from ${s.from}
    where ${where} on conflict (id) do update set tsv = excluded.tsv`;
}

/** The details fields a member wrote (not the JSON's keys or flags): description, contact, place, note, text, provider. */
const DETAIL_FIELDS = ['prospectContact', 'description', 'location', 'note', 'text', 'provider'];
const ACTIVITY_DETAILS_SQLITE = `(case when json_valid(a.details) then concat_ws(' ', ${DETAIL_FIELDS.map(
  (f) => `json_extract(a.details, '$.${f}')`,
).join(', ')}) end)`;

// ── SQLite: FTS5 tables kept by triggers ──

function sqliteUp(): string[] {
  // Contentless (the text stays in its own table) with deletes; column detail is enough for column filters.
  // The prefix indexes let a search for the beginning of a word ("meet" for "meeting") read its rows newest
  // first and stop after a page, instead of merging every row of every word that begins so (docs/search.md "Cost").
  const tables = NAMES.map(
    (name) => `create virtual table search_${name} using fts5(scope, body,
      tokenize = 'unicode61 remove_diacritics 2', detail = column, content = '', contentless_delete = 1,
      prefix = '1 2 3 4 5 6 7 8 9 10')`,
  );
  const refreshMember = (id: string) =>
    `delete from search_members where rowid = ${id}; ${fill('sqlite', 'members', `u.id = ${id}`)};`;
  const triggers = [
    `create trigger search_members_membership_insert after insert on memberships begin
      ${refreshMember('new.user_id')} end`,
    `create trigger search_members_membership_update after update of user_id, group_id, status, classification
      on memberships begin ${refreshMember('old.user_id')} ${refreshMember('new.user_id')} end`,
    `create trigger search_members_membership_delete after delete on memberships begin
      delete from search_members where rowid = old.user_id; end`,
    `create trigger search_members_user_update after update of name, company_name, classification on users begin
      ${refreshMember('new.id')} end`,
    `create trigger search_meetings_insert after insert on meetings begin
      ${fill('sqlite', 'meetings', 't.id = new.id')}; end`,
    `create trigger search_meetings_update after update of title, location, speaker, group_id on meetings begin
      delete from search_meetings where rowid = old.id; ${fill('sqlite', 'meetings', 't.id = new.id')}; end`,
    `create trigger search_meetings_delete after delete on meetings begin
      delete from search_meetings where rowid = old.id; end`,
    `create trigger search_activity_insert after insert on activity_records begin
      ${fill('sqlite', 'activity', 'a.id = new.id')}; end`,
    `create trigger search_activity_update after update of summary, details, giver_id, receiver_id
      on activity_records begin
      delete from search_activity where rowid = old.id; ${fill('sqlite', 'activity', 'a.id = new.id')}; end`,
    `create trigger search_activity_delete after delete on activity_records begin
      delete from search_activity where rowid = old.id; end`,
    // A renamed member is found under the new name in the records they take part in.
    `create trigger search_activity_user_name after update of name on users begin
      delete from search_activity where rowid in
        (select id from activity_records where giver_id = new.id union select id from activity_records where receiver_id = new.id);
      ${fill('sqlite', 'activity', 'a.giver_id = new.id or a.receiver_id = new.id')}; end`,
    `create trigger search_messages_insert after insert on messages begin
      ${fill('sqlite', 'messages', 't.id = new.id')}; end`,
    // A deleted message leaves the index: nobody finds it any more.
    `create trigger search_messages_update after update of content, sender_id, recipient_id, deleted_at on messages begin
      delete from search_messages where rowid = old.id; ${fill('sqlite', 'messages', 't.id = new.id')}; end`,
    `create trigger search_messages_delete after delete on messages begin
      delete from search_messages where rowid = old.id; end`,
  ];
  return [...tables, ...NAMES.map((name) => fill('sqlite', name, '1 = 1')), ...triggers];
}

const SQLITE_TRIGGERS = [
  'search_members_membership_insert',
  'search_members_membership_update',
  'search_members_membership_delete',
  'search_members_user_update',
  'search_meetings_insert',
  'search_meetings_update',
  'search_meetings_delete',
  'search_activity_insert',
  'search_activity_update',
  'search_activity_delete',
  'search_activity_user_name',
  'search_messages_insert',
  'search_messages_update',
  'search_messages_delete',
];

function sqliteDown(): string[] {
  return [...SQLITE_TRIGGERS.map((t) => `drop trigger ${t}`), ...NAMES.map((name) => `drop table search_${name}`)];
}

// ── PostgreSQL: tsvector tables with GIN indexes, kept by triggers ──

const REFERENCES: Record<Source, string> = {
  members: 'users',
  meetings: 'meetings',
  activity: 'activity_records',
  messages: 'messages',
};

const plpgsql = (name: string, body: string) =>
  `create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`;

function postgresUp(): string[] {
  // Each index row goes with its row: deleting a user, meeting, record or message removes it.
  const tables = NAMES.flatMap((name) => [
    `create table search_${name} (
      id integer primary key references ${REFERENCES[name]} (id) on delete cascade,
      tsv tsvector not null)`,
    // Without the pending list, a search never reads through megabytes of rows not yet merged into the index.
    `create index search_${name}_tsv on search_${name} using gin (tsv) with (fastupdate = off)`,
  ]);
  const refreshMember = (id: string) =>
    `delete from search_members where id = ${id}; ${fill('postgres', 'members', `u.id = ${id}`)};`;
  const triggers = [
    plpgsql(
      'search_members_from_membership',
      `if tg_op in ('UPDATE', 'DELETE') then ${refreshMember('old.user_id')} end if;
       if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.user_id <> old.user_id) then ${refreshMember('new.user_id')} end if;`,
    ),
    `create trigger search_members_from_membership after insert or delete
      or update of user_id, group_id, status, classification on memberships
      for each row execute function search_members_from_membership()`,
    plpgsql('search_members_from_user', refreshMember('new.id')),
    `create trigger search_members_from_user after update of name, company_name, classification on users
      for each row execute function search_members_from_user()`,
    // Messages and meetings are indexed from the written row itself: no second read per row.
    plpgsql(
      'search_meetings_sync',
      `insert into search_meetings (id, tsv) values (new.id,
         search_vector(array['@g' || new.group_id], concat_ws(' ', new.title, new.location, new.speaker)))
       on conflict (id) do update set tsv = excluded.tsv;`,
    ),
    `create trigger search_meetings_sync after insert or update of title, location, speaker, group_id on meetings
      for each row execute function search_meetings_sync()`,
    plpgsql('search_activity_sync', `${fill('postgres', 'activity', 'a.id = new.id')};`),
    `create trigger search_activity_sync after insert or update of summary, details, giver_id, receiver_id
      on activity_records for each row execute function search_activity_sync()`,
    plpgsql(
      'search_activity_from_user',
      `${fill('postgres', 'activity', 'a.giver_id = new.id or a.receiver_id = new.id')};`,
    ),
    `create trigger search_activity_from_user after update of name on users
      for each row when (old.name is distinct from new.name) execute function search_activity_from_user()`,
    plpgsql(
      'search_messages_sync',
      `if tg_op = 'UPDATE' then delete from search_messages where id = old.id; end if;
       if new.deleted_at is null then
         insert into search_messages (id, tsv)
           values (new.id, search_vector(array['@u' || new.sender_id, '@u' || new.recipient_id], new.content));
       end if;`,
    ),
    `create trigger search_messages_sync after insert or update of content, sender_id, recipient_id, deleted_at
      on messages for each row execute function search_messages_sync()`,
  ];
  return [
    ...postgresFunctions(),
    ...tables,
    ...NAMES.map((name) => fill('postgres', name, 'true')),
    ...triggers,
    // The planner reads how common each word is from these statistics.
    ...NAMES.map((name) => `analyze search_${name}`),
  ];
}

function postgresDown(): string[] {
  const triggers: Array<[string, string]> = [
    ['search_members_from_membership', 'memberships'],
    ['search_members_from_user', 'users'],
    ['search_meetings_sync', 'meetings'],
    ['search_activity_sync', 'activity_records'],
    ['search_activity_from_user', 'users'],
    ['search_messages_sync', 'messages'],
  ];
  return [
    ...triggers.flatMap(([t, table]) => [`drop trigger ${t} on ${table}`, `drop function ${t}`]),
    ...NAMES.map((name) => `drop table search_${name}`),
    ...postgresFunctionsDrop(),
  ];
}
