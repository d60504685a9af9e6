import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The weekly meeting's agenda (docs/meeting-mode.md "Data"): a chapter's template and a meeting's own copy, each a
 * JSON list of segments validated by the shared schema on every read and write. No row: the standard agenda, or
 * the chapter's template for a meeting. The previous release reads nothing of it: an expand migration.
 */
export const meetingAgendas: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('agenda_templates')
      .addColumn('group_id', 'integer', (c) => c.primaryKey().references('groups.id').onDelete('cascade'))
      .addColumn('segments', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('meeting_agendas')
      .addColumn('meeting_id', 'integer', (c) => c.primaryKey().references('meetings.id').onDelete('cascade'))
      .addColumn('segments', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('meeting_agendas').execute();
    await db.schema.dropTable('agenda_templates').execute();
  },
};
