import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Membership lifecycle: one active member per classification and group (enforced by the database, so two
 * parallel approvals cannot both win), keyset indexes for approvals and renewals, avatar images stored in
 * the database (every server process sees them), renewal reminders sent at most once per due date and
 * reminder kind, and job runs claimed once per period across processes.
 */
export function membership(dialect: Dialect): ChapterMigration {
  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await sql`create unique index memberships_active_classification
        on memberships (group_id, lower(classification))
        where status = 'active' and classification is not null`.execute(db);
      await db.schema
        .createIndex('memberships_group_status_created')
        .on('memberships')
        .columns(['group_id', 'status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('memberships_status_created')
        .on('memberships')
        .columns(['status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('memberships_group_renewal')
        .on('memberships')
        .columns(['group_id', 'renewal_due', 'id'])
        .execute();
      await db.schema.createIndex('memberships_renewal').on('memberships').columns(['renewal_due', 'id']).execute();

      await db.schema
        .createTable('avatar_images')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('avatar_images_pk', ['key', 'size'])
        .execute();

      await db.schema
        .createTable('renewal_reminders')
        .addColumn('membership_id', 'integer', (c) => c.notNull().references('memberships.id').onDelete('cascade'))
        .addColumn('renewal_due', 'text', (c) => c.notNull())
        .addColumn('days_before', 'integer', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('renewal_reminders_pk', ['membership_id', 'renewal_due', 'days_before'])
        .execute();

      await db.schema
        .createTable('job_runs')
        .addColumn('job', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .addColumn('result', 'text')
        .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period'])
        .execute();

      await db.schema
        .createIndex('audit_log_group_created')
        .on('audit_log')
        .columns(['group_id', 'created_at', 'id'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('audit_log_group_created').execute();
      for (const t of ['job_runs', 'renewal_reminders', 'avatar_images']) await db.schema.dropTable(t).execute();
      for (const i of [
        'memberships_renewal',
        'memberships_group_renewal',
        'memberships_status_created',
        'memberships_group_status_created',
        'memberships_active_classification',
      ]) {
        await db.schema.dropIndex(i).execute();
      }
    },
  };
}
