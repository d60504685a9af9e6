import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Page cost independent of table size (docs/performance.md "Page cost"). Maintained by triggers, so every
 * write path (and cascades) keeps them right without each module remembering to:
 * - `memberships.sort_name` copies the member's name, so one index (group_id, status, sort_name, user_id)
 *   serves a roster page in name order without joining and sorting the whole group; partial indexes of the
 *   classified members serve its classification options;
 * - `inbox_counters` holds, per user, the conversations with a latest message and the unread messages, so an
 *   inbox page reads two numbers instead of counting the user's whole history.
 */
export function pageCost(dialect: Dialect): ChapterMigration {
  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await db.schema.alterTable('memberships').addColumn('sort_name', 'text').execute();
      await sql`update memberships set sort_name = (select name from users where users.id = memberships.user_id)`.execute(
        db,
      );
      await db.schema
        .createIndex('memberships_group_status_name')
        .on('memberships')
        .columns(['group_id', 'status', 'sort_name', 'user_id'])
        .execute();
      await db.schema
        .createIndex('memberships_status_name')
        .on('memberships')
        .columns(['status', 'sort_name', 'user_id'])
        .execute();
      // The roster's classification options: only classified members (one active holder each) are indexed.
      await sql`create index memberships_group_status_classification
        on memberships (group_id, status, classification) where classification is not null`.execute(db);
      await sql`create index memberships_status_classification
        on memberships (status, classification) where classification is not null`.execute(db);
      await db.schema
        .createTable('inbox_counters')
        // No foreign key: cascades deleting a user's messages still adjust (or leave) this row harmlessly.
        .addColumn('user_id', 'integer', (c) => c.primaryKey())
        .addColumn('conversations', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`insert into inbox_counters (user_id, conversations, unread)
        select u.id,
          (select count(*) from conversation_participants cp where cp.user_id = u.id and cp.last_message_id is not null),
          (select count(*) from messages m where m.recipient_id = u.id and m.is_read = 0 and m.deleted_at is null)
        from users u`.execute(db);
      for (const statement of dialect === 'postgres' ? postgresTriggers : sqliteTriggers) {
        await sql.raw(statement).execute(db);
      }
    },
    async down(db: AnyDb) {
      for (const statement of dialect === 'postgres' ? postgresDrop : sqliteDrop) {
        await sql.raw(statement).execute(db);
      }
      await db.schema.dropTable('inbox_counters').execute();
      await db.schema.dropIndex('memberships_status_classification').execute();
      await db.schema.dropIndex('memberships_group_status_classification').execute();
      await db.schema.dropIndex('memberships_status_name').execute();
      await db.schema.dropIndex('memberships_group_status_name').execute();
      await db.schema.alterTable('memberships').dropColumn('sort_name').execute();
    },
  };
}

/** Adds `delta` to a counter column of a user (creating the row when adding). */
const bump = (col: 'conversations' | 'unread', user: string, delta: string) =>
  `insert into inbox_counters (user_id, ${col}) values (${user}, ${delta})
     on conflict (user_id) do update set ${col} = inbox_counters.${col} + excluded.${col};`;

const unreadOf = (row: 'new' | 'old') =>
  `(case when ${row}.is_read = 0 and ${row}.deleted_at is null then 1 else 0 end)`;
const listedOf = (row: 'new' | 'old') => `(case when ${row}.last_message_id is not null then 1 else 0 end)`;

const sqliteTriggers = [
  `create trigger memberships_sort_name_insert after insert on memberships begin
     update memberships set sort_name = (select name from users where id = new.user_id) where id = new.id; end`,
  `create trigger memberships_sort_name_user after update of user_id on memberships begin
     update memberships set sort_name = (select name from users where id = new.user_id) where id = new.id; end`,
  `create trigger users_name_sort after update of name on users begin
     update memberships set sort_name = new.name where user_id = new.id; end`,
  `create trigger messages_unread_insert after insert on messages begin
     ${bump('unread', 'new.recipient_id', unreadOf('new'))} end`,
  `create trigger messages_unread_update after update of is_read, deleted_at, recipient_id on messages begin
     ${bump('unread', 'old.recipient_id', `-${unreadOf('old')}`)}
     ${bump('unread', 'new.recipient_id', unreadOf('new'))} end`,
  `create trigger messages_unread_delete after delete on messages begin
     ${bump('unread', 'old.recipient_id', `-${unreadOf('old')}`)} end`,
  `create trigger participants_listed_insert after insert on conversation_participants begin
     ${bump('conversations', 'new.user_id', listedOf('new'))} end`,
  `create trigger participants_listed_update after update of last_message_id, user_id on conversation_participants begin
     ${bump('conversations', 'old.user_id', `-${listedOf('old')}`)}
     ${bump('conversations', 'new.user_id', listedOf('new'))} end`,
  `create trigger participants_listed_delete after delete on conversation_participants begin
     ${bump('conversations', 'old.user_id', `-${listedOf('old')}`)} end`,
];
const sqliteDrop = [
  'memberships_sort_name_insert',
  'memberships_sort_name_user',
  'users_name_sort',
  'messages_unread_insert',
  'messages_unread_update',
  'messages_unread_delete',
  'participants_listed_insert',
  'participants_listed_update',
  'participants_listed_delete',
].map((t) => `drop trigger ${t}`);

const plpgsql = (name: string, body: string) =>
  `create function ${name}() returns trigger language plpgsql as $$ begin ${body} end $$`;

const postgresTriggers = [
  plpgsql('memberships_sort_name', 'new.sort_name := (select name from users where id = new.user_id); return new;'),
  `create trigger memberships_sort_name before insert or update of user_id on memberships
     for each row execute function memberships_sort_name()`,
  plpgsql('users_name_sort', 'update memberships set sort_name = new.name where user_id = new.id; return null;'),
  `create trigger users_name_sort after update of name on users
     for each row when (old.name is distinct from new.name) execute function users_name_sort()`,
  plpgsql(
    'messages_unread',
    `if tg_op in ('UPDATE', 'DELETE') then ${bump('unread', 'old.recipient_id', `-${unreadOf('old')}`)} end if;
     if tg_op in ('INSERT', 'UPDATE') then ${bump('unread', 'new.recipient_id', unreadOf('new'))} end if;
     return null;`,
  ),
  `create trigger messages_unread after insert or delete or update of is_read, deleted_at, recipient_id on messages
     for each row execute function messages_unread()`,
  plpgsql(
    'participants_listed',
    `if tg_op in ('UPDATE', 'DELETE') then ${bump('conversations', 'old.user_id', `-${listedOf('old')}`)} end if;
     if tg_op in ('INSERT', 'UPDATE') then ${bump('conversations', 'new.user_id', listedOf('new'))} end if;
     return null;`,
  ),
  `create trigger participants_listed after insert or delete or update of last_message_id, user_id
     on conversation_participants for each row execute function participants_listed()`,
];
const postgresDrop = [
  'drop trigger participants_listed on conversation_participants',
  'drop function participants_listed',
  'drop trigger messages_unread on messages',
  'drop function messages_unread',
  'drop trigger users_name_sort on users',
  'drop function users_name_sort',
  'drop trigger memberships_sort_name on memberships',
  'drop function memberships_sort_name',
];
