import type { Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The membership committee (docs/membership-committee.md): a seat flag on the membership, the committee's
 * confidential notes and application discussion, its votes and decisions on applications, and its renewal reviews.
 * A column with a default and new tables, which the previous release ignores: an expand migration.
 */
export const membershipCommittee = (dialect: Dialect): ChapterMigration => ({
  compatibility: 'expand',
  async up(db: AnyDb) {
    const id = (name: string) =>
      dialect === 'postgres'
        ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
        : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
    await db.schema
      .alterTable('memberships')
      .addColumn('committee_seat', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // A note is about a member (kind 'note') or is a message of an application's discussion (kind 'discussion',
    // with the application's membership id); the application's id outlives a declined application's row.
    await id('committee_notes')
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('application_id', 'integer')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('committee_notes_user')
      .on('committee_notes')
      .columns(['user_id', 'kind', 'created_at'])
      .execute();
    await db.schema
      .createTable('committee_votes')
      .addColumn('application_id', 'integer', (c) => c.notNull())
      .addColumn('voter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('vote', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('committee_votes_pk', ['application_id', 'voter_id'])
      .execute();
    await id('committee_decisions')
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('application_id', 'integer', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('decision', 'text', (c) => c.notNull())
      .addColumn('classification', 'text')
      .addColumn('reason', 'text')
      .addColumn('votes_approve', 'integer', (c) => c.notNull())
      .addColumn('votes_decline', 'integer', (c) => c.notNull())
      .addColumn('votes_abstain', 'integer', (c) => c.notNull())
      .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('decided_at', 'text', (c) => c.notNull())
      .execute();
    await id('renewal_reviews')
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('renewal_due', 'text', (c) => c.notNull())
      .addColumn('checked_in_at', 'text', (c) => c.notNull())
      .addColumn('check_in_notes', 'text', (c) => c.notNull())
      .addColumn('checked_in_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('decision', 'text')
      .addColumn('decision_notes', 'text')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('decided_at', 'text')
      .addUniqueConstraint('renewal_reviews_cycle', ['user_id', 'renewal_due'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('renewal_reviews').execute();
    await db.schema.dropTable('committee_decisions').execute();
    await db.schema.dropTable('committee_votes').execute();
    await db.schema.dropTable('committee_notes').execute();
    await db.schema.alterTable('memberships').dropColumn('committee_seat').execute();
  },
});
