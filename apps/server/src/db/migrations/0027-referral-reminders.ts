import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Follow-up on referrals (docs/referral-follow-up.md): a chapter's number of days a referral may go without an update
 * before its receiver is reminded (null: no reminders; 7 for every chapter to start with), and one row per reminder
 * sent, keyed by the referral and the last update it waited since, so several processes send each reminder once.
 * The previous release reads neither: an expand migration.
 */
export const referralReminders: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .alterTable('groups')
      .addColumn('referral_reminder_days', 'integer', (c) => c.defaultTo(7))
      .execute();
    await db.schema
      .createTable('referral_reminders')
      .addColumn('activity_id', 'integer', (c) => c.notNull().references('activity_records.id').onDelete('cascade'))
      .addColumn('quiet_since', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('referral_reminders_pk', ['activity_id', 'quiet_since'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('referral_reminders').execute();
    await db.schema.alterTable('groups').dropColumn('referral_reminder_days').execute();
  },
};
