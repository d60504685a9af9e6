import type { Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Meetings and what hangs off them: RSVPs, PALMS attendance, substitutions, visitors with their single-use
 * invitation tokens and check-ins, and private calendar feed tokens. The group's weekly schedule already lives
 * on `groups` (meeting_weekday, meeting_time, …, migration 0001).
 *
 * Cheap six-month counts: attendance and visitor check-ins carry the meeting's start (denormalised, never
 * changes once recorded) so `(user_id, meeting_starts_at)` and `(invited_by, first_visit_at)` answer
 * "how many in the last 6 months" from an index range alone.
 */
export function meetings(dialect: Dialect): ChapterMigration {
  const id = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await id(db.schema.createTable('meetings'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('starts_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .addColumn('timezone', 'text', (c) => c.notNull())
        .addColumn('location', 'text')
        .addColumn('online_link', 'text')
        .addColumn('agenda', 'text')
        .addColumn('speaker', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        // Occurrences created together by a weekly recurrence share one series id.
        .addColumn('series_id', 'text')
        // 'chapter:YYYY-MM-DD' for meetings generated from the group schedule: generation is idempotent.
        .addColumn('occurrence_key', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('meetings_group_starts')
        .on('meetings')
        .columns(['group_id', 'starts_at', 'id'])
        .execute();
      await db.schema
        .createIndex('meetings_group_occurrence')
        .on('meetings')
        .columns(['group_id', 'occurrence_key'])
        .unique()
        .execute();
      await db.schema.createIndex('meetings_series').on('meetings').column('series_id').execute();

      await db.schema
        .createTable('meeting_rsvps')
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('meeting_rsvps_pk', ['meeting_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('meeting_rsvps_user')
        .on('meeting_rsvps')
        .columns(['user_id', 'meeting_id'])
        .execute();

      await db.schema
        .createTable('attendance')
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('meeting_starts_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('recorded_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('attendance_pk', ['meeting_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('attendance_user_starts')
        .on('attendance')
        .columns(['user_id', 'meeting_starts_at'])
        .execute();
      await db.schema
        .createIndex('attendance_group_starts')
        .on('attendance')
        .columns(['group_id', 'meeting_starts_at'])
        .execute();

      await id(db.schema.createTable('substitutions'))
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('substitute_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('substitute_name', 'text', (c) => c.notNull())
        .addColumn('substitute_email', 'text')
        // Substitution note: JSON {substituteId, substituteName, substitutionStatus, content} (docs/product-rules.md).
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('decided_at', 'text')
        .addColumn('decision_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('substitutions_meeting_member', ['meeting_id', 'member_id'])
        .execute();
      await db.schema
        .createIndex('substitutions_group_status_created')
        .on('substitutions')
        .columns(['group_id', 'status', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('substitutions_status_created')
        .on('substitutions')
        .columns(['status', 'created_at', 'id'])
        .execute();

      await id(db.schema.createTable('visitors'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('meeting_id', 'integer', (c) => c.references('meetings.id').onDelete('set null'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('company', 'text')
        .addColumn('classification', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('first_visit_meeting_id', 'integer', (c) => c.references('meetings.id').onDelete('set null'))
        .addColumn('first_visit_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('visitors_group_created')
        .on('visitors')
        .columns(['group_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('visitors_inviter_created')
        .on('visitors')
        .columns(['invited_by', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('visitors_inviter_first_visit')
        .on('visitors')
        .columns(['invited_by', 'first_visit_at'])
        .execute();
      await db.schema.createIndex('visitors_user').on('visitors').column('user_id').execute();

      await id(db.schema.createTable('visitor_invitations'))
        .addColumn('visitor_id', 'integer', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('used_action', 'text')
        .execute();
      await db.schema
        .createIndex('visitor_invitations_visitor')
        .on('visitor_invitations')
        .column('visitor_id')
        .execute();

      await db.schema
        .createTable('visitor_checkins')
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('visitor_id', 'integer', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
        .addColumn('checked_in_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('checked_in_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('visitor_checkins_pk', ['meeting_id', 'visitor_id'])
        .execute();
      await db.schema.createIndex('visitor_checkins_visitor').on('visitor_checkins').column('visitor_id').execute();

      await db.schema
        .createTable('calendar_feeds')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
    },
    async down(db: AnyDb) {
      for (const t of [
        'calendar_feeds',
        'visitor_checkins',
        'visitor_invitations',
        'visitors',
        'substitutions',
        'attendance',
        'meeting_rsvps',
        'meetings',
      ]) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
