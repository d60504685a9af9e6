import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The meeting-reminder e-mails already written to the outbox, one row per member, meeting and start time
 * (docs/installable-app.md "Meeting reminders by e-mail"). The process that inserts the row writes the e-mail in
 * the same transaction, so several processes send each member one e-mail per meeting; a meeting moved after its
 * reminder went has a new start, so the member is reminded of the new time.
 */
export const meetingReminderEmails: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('meeting_reminder_emails')
      .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('meeting_reminder_emails_pk', ['meeting_id', 'user_id', 'starts_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('meeting_reminder_emails').execute();
  },
};
