import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Web Push subscriptions, one per device (docs/installable-app.md). Each belongs to the session that made it, so a
 * device that signs out (or whose session is revoked or deleted) gets no more pushes.
 */
export const pushSubscriptions: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('push_subscriptions')
      .addColumn('endpoint', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('push_subscriptions').execute();
  },
};
