import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The chapter channel (docs/chapter-channel.md): one conversation per group. Unread counts come from positions,
 * not from counting rows: each message takes the group's next `seq`, a member's read row keeps the seq they have
 * read to, so their unread count is the group's last seq minus theirs, minus the deleted messages after it (a
 * partial index keeps that last part small). Mentions are rows of their own, looked up by member and position.
 * Groups get two settings: what visitors and substitutes may do in the channel.
 */
export function chapterChannel(dialect: Dialect): ChapterMigration {
  const id = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await db.schema
        .alterTable('groups')
        .addColumn('channel_visitors', 'text', (c) => c.notNull().defaultTo('none'))
        .execute();
      await db.schema
        .alterTable('groups')
        .addColumn('channel_substitutes', 'text', (c) => c.notNull().defaultTo('read'))
        .execute();

      await id(db.schema.createTable('channel_messages'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('message'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('client_message_id', 'text')
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        // Several announcements (no client id) per sender are fine: NULLs never collide in a unique index.
        .addUniqueConstraint('channel_messages_sender_client_id', ['sender_id', 'client_message_id'])
        .addUniqueConstraint('channel_messages_group_seq', ['group_id', 'seq'])
        .execute();
      await db.schema
        .createIndex('channel_messages_group_id')
        .on('channel_messages')
        .columns(['group_id', 'id'])
        .execute();
      await sql`create index channel_messages_deleted on channel_messages (group_id, seq) where deleted_at is not null`.execute(
        db,
      );

      await db.schema
        .createTable('chapter_channels')
        .addColumn('group_id', 'integer', (c) => c.primaryKey().references('groups.id').onDelete('cascade'))
        .addColumn('last_seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pinned_message_id', 'integer', (c) => c.references('channel_messages.id').onDelete('set null'))
        .addColumn('pinned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('pinned_at', 'text')
        .execute();

      await db.schema
        .createTable('channel_reads')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('last_read_id', 'integer', (c) => c.notNull())
        .addColumn('last_read_seq', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('channel_reads_pk', ['user_id', 'group_id'])
        .execute();

      await db.schema
        .createTable('channel_mentions')
        .addColumn('message_id', 'integer', (c) => c.notNull().references('channel_messages.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('channel_mentions_pk', ['message_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('channel_mentions_user')
        .on('channel_mentions')
        .columns(['user_id', 'group_id', 'seq'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const t of ['channel_mentions', 'channel_reads', 'chapter_channels', 'channel_messages']) {
        await db.schema.dropTable(t).execute();
      }
      await db.schema.alterTable('groups').dropColumn('channel_substitutes').execute();
      await db.schema.alterTable('groups').dropColumn('channel_visitors').execute();
    },
  };
}
