import type { Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Admin area: role permission overrides (group_id 0 = platform-wide, otherwise one group; no foreign key so the
 * platform row can use 0), SMS/e-mail broadcasts with one row per recipient (delivery status through the outbox
 * row), a link from outbox rows to the recipient's user, and indexes for the audit log's filters.
 */
export function admin(dialect: Dialect): ChapterMigration {
  const id = (t: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await db.schema
        .createTable('role_permission_overrides')
        .addColumn('group_id', 'integer', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('permission', 'text', (c) => c.notNull())
        .addColumn('granted', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_permission_overrides_pk', ['role', 'group_id', 'permission'])
        .execute();

      await id(db.schema.createTable('broadcasts'))
        .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
        .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('recipient_count', 'integer', (c) => c.notNull())
        .addColumn('skipped_count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('broadcasts_group_created')
        .on('broadcasts')
        .columns(['group_id', 'created_at', 'id'])
        .execute();
      await db.schema.createIndex('broadcasts_created').on('broadcasts').columns(['created_at', 'id']).execute();

      await db.schema
        .createTable('broadcast_recipients')
        .addColumn('broadcast_id', 'integer', (c) => c.notNull().references('broadcasts.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('address', 'text')
        .addColumn('outbox_id', 'integer', (c) => c.references('outbox.id').onDelete('set null'))
        .addColumn('skipped_reason', 'text')
        .addPrimaryKeyConstraint('broadcast_recipients_pk', ['broadcast_id', 'user_id'])
        .execute();

      await db.schema.createIndex('outbox_kind_id').on('outbox').columns(['kind', 'id']).execute();
      await db.schema.createIndex('outbox_status_id').on('outbox').columns(['status', 'id']).execute();
      await db.schema
        .createIndex('audit_log_actor_created')
        .on('audit_log')
        .columns(['actor_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_log_action_created')
        .on('audit_log')
        .columns(['action', 'created_at', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const i of ['audit_log_action_created', 'audit_log_actor_created', 'outbox_status_id', 'outbox_kind_id']) {
        await db.schema.dropIndex(i).execute();
      }
      for (const t of ['broadcast_recipients', 'broadcasts', 'role_permission_overrides']) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
