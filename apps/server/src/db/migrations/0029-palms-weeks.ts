import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The state of each week's PALMS (docs/palms-weeks.md): a week is a draft until a leader who records attendance
 * completes it, or marks it a holiday (no meeting). A draft week has no row. Keyed by the chapter and the local date
 * of the meeting day that closes the week. The previous release reads nothing of it: an expand migration.
 */
export const palmsWeeks: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('palms_weeks')
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('week_ends', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('palms_weeks_pk', ['group_id', 'week_ends'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('palms_weeks').execute();
  },
};
