import type { Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * One-to-one conversations and their messages. Keyset pagination needs: a user's conversations by their
 * latest message (conversation_participants (user_id, last_message_id)) and a conversation's messages by id
 * (messages (conversation_id, id)). Also a small key/value table for app-wide settings such as the
 * real-time cluster id.
 */
export function inbox(dialect: Dialect): ChapterMigration {
  const id = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await id(db.schema.createTable('conversations'))
        // The pair is stored ordered (user_a_id < user_b_id), so one unique index finds it either way.
        .addColumn('user_a_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('user_b_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('conversations_pair', ['user_a_id', 'user_b_id'])
        .execute();

      await db.schema
        .createTable('conversation_participants')
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('last_message_id', 'integer')
        .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('conversation_participants_user_last')
        .on('conversation_participants')
        .columns(['user_id', 'last_message_id'])
        .execute();

      await id(db.schema.createTable('messages'))
        .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
        .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('client_message_id', 'text', (c) => c.notNull())
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('read_at', 'text')
        .addColumn('deleted_at', 'text')
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('messages_sender_client_id', ['sender_id', 'client_message_id'])
        .execute();
      await db.schema
        .createIndex('messages_conversation_id')
        .on('messages')
        .columns(['conversation_id', 'id'])
        .execute();
      await db.schema
        .createIndex('messages_recipient_unread')
        .on('messages')
        .columns(['recipient_id', 'is_read', 'conversation_id'])
        .execute();

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      for (const t of ['app_meta', 'messages', 'conversation_participants', 'conversations']) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
