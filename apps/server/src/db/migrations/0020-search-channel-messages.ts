import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The chapter channel's messages as a source of the header search (docs/search.md), indexed as 0016 indexes the
 * inbox's: an FTS5 table on SQLite, a tsvector table with a GIN index on PostgreSQL, read with the same folding
 * functions. A row's scope is its group ("g<group>"): who of the group may read the channel is decided when
 * searching, from the group's settings of the day. Deleted messages leave the index; triggers follow every
 * change of a message's text (an edit), group or deletion, so the index never holds words a message lost.
 */
export function searchChannelMessages(dialect: Dialect): ChapterMigration {
  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      for (const statement of dialect === 'postgres' ? postgresUp() : sqliteUp()) await sql.raw(statement).execute(db);
    },
    async down(db: AnyDb) {
      const statements =
        dialect === 'postgres'
          ? [
              'drop trigger search_channel_messages_sync on channel_messages',
              'drop function search_channel_messages_sync',
              'drop table search_channel_messages',
            ]
          : [...SQLITE_TRIGGERS.map((t) => `drop trigger ${t}`), 'drop table search_channel_messages'];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}

const SQLITE_TRIGGERS = [
  'search_channel_messages_insert',
  'search_channel_messages_update',
  'search_channel_messages_delete',
];

/** `insert … select` of the index rows of the messages matching `filter` (the back-fill and the triggers). */
const sqliteFill = (filter: string) =>
  `insert into search_channel_messages (rowid, scope, body)
    select t.id, 'g' || t.group_id, t.content from channel_messages t where t.deleted_at is null and (${filter})`;

function sqliteUp(): string[] {
  return [
    // As the sources of 0016: contentless with deletes, column detail, prefix indexes (docs/search.md "Cost").
    `create virtual table search_channel_messages using fts5(scope, body,
      tokenize = 'unicode61 remove_diacritics 2', detail = column, content = '', contentless_delete = 1,
      prefix = '1 2 3 4 5 6 7 8 9 10')`,
    sqliteFill('1 = 1'),
    `create trigger search_channel_messages_insert after insert on channel_messages begin
      ${sqliteFill('t.id = new.id')}; end`,
    `create trigger search_channel_messages_update after update of content, group_id, deleted_at on channel_messages
      begin delete from search_channel_messages where rowid = old.id; ${sqliteFill('t.id = new.id')}; end`,
    `create trigger search_channel_messages_delete after delete on channel_messages begin
      delete from search_channel_messages where rowid = old.id; end`,
  ];
}

function postgresUp(): string[] {
  return [
    // Each index row goes with its message: a group or member deleted with their messages takes it along.
    `create table search_channel_messages (
      id integer primary key references channel_messages (id) on delete cascade,
      tsv tsvector not null)`,
    `create index search_channel_messages_tsv on search_channel_messages using gin (tsv) with (fastupdate = off)`,
    `insert into search_channel_messages (id, tsv)
      select t.id, search_vector(array['@g' || t.group_id], t.content) from channel_messages t
      where t.deleted_at is null`,
    `create function search_channel_messages_sync() returns trigger language plpgsql as $$ begin
       if tg_op = 'UPDATE' then delete from search_channel_messages where id = old.id; end if;
       if new.deleted_at is null then
         insert into search_channel_messages (id, tsv)
           values (new.id, search_vector(array['@g' || new.group_id], new.content));
       end if;
       return null; end $$`,
    `create trigger search_channel_messages_sync after insert or update of content, group_id, deleted_at
      on channel_messages for each row execute function search_channel_messages_sync()`,
    'analyze search_channel_messages',
  ];
}
