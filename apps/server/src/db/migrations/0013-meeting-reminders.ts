import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The meeting reminders already pushed: the evening before and one hour before (docs/installable-app.md). The
 * process that inserts the row sends the reminder, so several processes send each one once.
 */
export const meetingReminders: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('meeting_reminders')
      .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('meeting_reminders_pk', ['meeting_id', 'kind'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('meeting_reminders').execute();
  },
};
