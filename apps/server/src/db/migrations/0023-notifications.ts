import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The member's notification list (docs/notifications.md): one row per member and event, written where the app
 * decides to alert them, read newest first and trimmed to the newest 200 of 90 days.
 */
export const notifications = (dialect: Dialect): ChapterMigration => ({
  compatibility: 'expand',
  async up(db: AnyDb) {
    const table = db.schema.createTable('notifications');
    await (dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .execute();
    // The list (newest first by id) and the trim both walk one member's rows in id order.
    await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
    // The unread count reads only the unread rows.
    await db.schema
      .createIndex('notifications_user_unread')
      .on('notifications')
      .column('user_id')
      .where(sql.ref('read_at'), 'is', null)
      .execute();
    await db.schema.createIndex('notifications_created').on('notifications').column('created_at').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('notifications').execute();
  },
});
