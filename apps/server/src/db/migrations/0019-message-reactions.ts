import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Reactions, replies and edits in both kinds of conversation (docs/product-rules.md "Inbox",
 * docs/chapter-channel.md): a reaction is a row per (message, member, emoji), so toggling is an insert or a
 * delete and never double-counts; a reply keeps the id of the message it quotes; an edit stamps edited_at.
 * The primary keys start with message_id, so a page's reactions are read by one index range per message.
 */
export const messageReactions: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    for (const table of ['messages', 'channel_messages']) {
      // No foreign key: SQLite cannot add one to an existing table, and the quoted row is never hard-deleted
      // while its conversation lives (deletes are soft), so the id always resolves or the quote reads "deleted".
      await db.schema.alterTable(table).addColumn('reply_to_id', 'integer').execute();
      await db.schema.alterTable(table).addColumn('edited_at', 'text').execute();
    }
    const reactions = [
      ['message_reactions', 'messages'],
      ['channel_message_reactions', 'channel_messages'],
    ] as const;
    for (const [table, messages] of reactions) {
      await db.schema
        .createTable(table)
        .addColumn('message_id', 'integer', (c) => c.notNull().references(`${messages}.id`).onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('emoji', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, ['message_id', 'emoji', 'user_id'])
        .execute();
    }
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('channel_message_reactions').execute();
    await db.schema.dropTable('message_reactions').execute();
    for (const table of ['messages', 'channel_messages']) {
      await db.schema.alterTable(table).dropColumn('edited_at').execute();
      await db.schema.alterTable(table).dropColumn('reply_to_id').execute();
    }
  },
};
