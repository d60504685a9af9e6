import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Who leads a meeting's run when the President hands it over (docs/meeting-mode.md "Who leads"): one member per
 * meeting, named before or during the run, who may then drive it without `manage_meetings`. The previous release
 * reads nothing of it: an expand migration.
 */
export const meetingRunLeads: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('meeting_run_leads')
      .addColumn('meeting_id', 'integer', (c) => c.primaryKey().references('meetings.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('named_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('named_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('meeting_run_leads').execute();
  },
};
