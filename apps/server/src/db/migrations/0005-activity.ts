import type { Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Activity records (referrals, thanks for closed business, one-to-ones, testimonials, training credits) in
 * one table, so lists, unread counts and per-member six-month figures are one indexed query each (the
 * column meanings per type are documented on `ActivityRecordTable` in schema.ts). Also each record's status
 * history and a per-user "not yet seen" set that backs the Given/Received unread badges.
 */
export function activity(dialect: Dialect): ChapterMigration {
  const id = (table: ReturnType<AnyDb['schema']['createTable']>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await id(db.schema.createTable('activity_records'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('giver_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('receiver_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('approval_status', 'text')
        .addColumn('approval_reason', 'text')
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('decided_at', 'text')
        .addColumn('amount_cents', 'integer')
        .addColumn('currency', 'text')
        .addColumn('credits', 'integer')
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('referral_id', 'integer', (c) => c.references('activity_records.id').onDelete('set null'))
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('occurred_at', 'text', (c) => c.notNull())
        .addColumn('client_request_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('activity_records_giver_request', ['giver_id', 'client_request_id'])
        .execute();

      const indexes: Array<[string, string[]]> = [
        // Lists (keyset on created_at, id): the group's records, mine given, mine received.
        ['activity_group_type_created', ['group_id', 'type', 'created_at', 'id']],
        ['activity_giver_type_created', ['giver_id', 'type', 'created_at', 'id']],
        ['activity_receiver_type_created', ['receiver_id', 'type', 'created_at', 'id']],
        // The same tabs over all types.
        ['activity_giver_created', ['giver_id', 'created_at', 'id']],
        ['activity_receiver_created', ['receiver_id', 'created_at', 'id']],
        // Approval queues: a group's pending referrals / closed business, oldest first.
        ['activity_group_approval', ['group_id', 'approval_status', 'type', 'created_at', 'id']],
        // Six-month figures per member and per group (date of the business, meeting or training).
        ['activity_giver_type_occurred', ['giver_id', 'type', 'occurred_at']],
        ['activity_receiver_type_occurred', ['receiver_id', 'type', 'occurred_at']],
        ['activity_group_type_occurred', ['group_id', 'type', 'occurred_at']],
      ];
      for (const [name, columns] of indexes) {
        await db.schema.createIndex(name).on('activity_records').columns(columns).execute();
      }

      await id(db.schema.createTable('activity_status_history'))
        .addColumn('activity_id', 'integer', (c) => c.notNull().references('activity_records.id').onDelete('cascade'))
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text')
        .addColumn('note', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activity_history_activity')
        .on('activity_status_history')
        .columns(['activity_id', 'id'])
        .execute();

      await db.schema
        .createTable('activity_unread')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('box', 'text', (c) => c.notNull())
        .addColumn('activity_id', 'integer', (c) => c.notNull().references('activity_records.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('activity_unread_pk', ['user_id', 'box', 'activity_id'])
        .execute();
      await db.schema.createIndex('activity_unread_activity').on('activity_unread').columns(['activity_id']).execute();
    },
    async down(db: AnyDb) {
      for (const t of ['activity_unread', 'activity_status_history', 'activity_records']) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
