import type { Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The visitor's journey after the meeting (docs/visitors.md): a host per visitor and when they applied; the
 * chapter's own thank-you e-mail (no row: the default words in the chapter's language); one claim row per
 * follow-up e-mail (visitor, meeting, kind), written in the transaction that writes the e-mail, so several
 * processes send each once; and the host's follow-up tasks, one per visitor and kind. New tables and nullable
 * columns the previous release ignores: an expand migration (docs/decisions/0015-rollback-compatible-schema.md).
 */
export const visitorFollowUp = (dialect: Dialect): ChapterMigration => ({
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .alterTable('visitors')
      .addColumn('host_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('visitors').addColumn('applied_at', 'text').execute();
    await db.schema
      .createTable('visitor_email_templates')
      .addColumn('group_id', 'integer', (c) => c.primaryKey().references('groups.id').onDelete('cascade'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('visitor_follow_up_emails')
      .addColumn('visitor_id', 'integer', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
      .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('visitor_follow_up_emails_pk', ['visitor_id', 'meeting_id', 'kind'])
      .execute();
    const tasks = db.schema.createTable('visitor_tasks');
    await (dialect === 'postgres'
      ? tasks.addColumn('id', 'serial', (c) => c.primaryKey())
      : tasks.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('visitor_id', 'integer', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('done_at', 'text')
      .addColumn('done_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('visitor_tasks_visitor_kind', ['visitor_id', 'kind'])
      .execute();
    await db.schema
      .createIndex('visitor_tasks_assignee_due')
      .on('visitor_tasks')
      .columns(['assignee_id', 'due_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('visitor_tasks').execute();
    await db.schema.dropTable('visitor_follow_up_emails').execute();
    await db.schema.dropTable('visitor_email_templates').execute();
    await db.schema.alterTable('visitors').dropColumn('applied_at').execute();
    await db.schema.alterTable('visitors').dropColumn('host_id').execute();
  },
});
