import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * A visitor's first visit (docs/product-rules.md "Visitor sign-in"): one-time sign-in links, kept by the hash of
 * their token and the meeting they open on; and files attached to an outbox e-mail (the meeting's .ics).
 */
export const loginLinks: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('login_links')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('meeting_id', 'integer', (c) => c.references('meetings.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('login_links_user').on('login_links').column('user_id').execute();
    await db.schema.alterTable('outbox').addColumn('attachments', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('outbox').dropColumn('attachments').execute();
    await db.schema.dropTable('login_links').execute();
  },
};
