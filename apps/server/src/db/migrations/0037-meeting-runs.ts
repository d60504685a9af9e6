import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The meeting's run (docs/meeting-mode.md "The run"): its state, one row per meeting (`version` counts changes, so
 * a stale command is refused), and its steps, one row per segment or speaker with when it began and ended, from
 * which the timings after the meeting are read. The previous release reads nothing of it: an expand migration.
 */
export const meetingRuns: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('meeting_runs')
      .addColumn('meeting_id', 'integer', (c) => c.primaryKey().references('meetings.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('segments', 'text', (c) => c.notNull())
      .addColumn('segment_index', 'integer', (c) => c.notNull())
      .addColumn('speakers', 'text', (c) => c.notNull())
      .addColumn('speaker_index', 'integer')
      .addColumn('step_started_at', 'text')
      .addColumn('paused_at', 'text')
      .addColumn('paused_seconds', 'integer', (c) => c.notNull())
      .addColumn('extra_seconds', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('led_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('meeting_run_steps')
      .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('segment_index', 'integer', (c) => c.notNull())
      .addColumn('speaker_name', 'text')
      .addColumn('planned_seconds', 'integer', (c) => c.notNull())
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('actual_seconds', 'integer')
      .addPrimaryKeyConstraint('meeting_run_steps_pk', ['meeting_id', 'seq'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('meeting_run_steps').execute();
    await db.schema.dropTable('meeting_runs').execute();
  },
};
