import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The unread-messages e-mail (docs/installable-app.md): when each member was last seen (an API call, or a live
 * connection), and the conversations already summarised to them each day, so a conversation is e-mailed about at
 * most once a day and several processes send each summary once.
 */
export const inboxEmailFallback: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('last_seen_at', 'text').execute();
    await db.schema
      .createTable('inbox_email_notices')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('inbox_email_notices_pk', ['user_id', 'conversation_id', 'day'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('inbox_email_notices').execute();
    await db.schema.alterTable('users').dropColumn('last_seen_at').execute();
  },
};
