import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The rules chapters are judged by (docs/chapter-rules.md "Choosing and overriding rules"): one row for the
 * organisation (scope 'organisation': its preset, the limits it opens to chapters, its own edits of the preset)
 * and one per chapter that overrides them (scope 'group:<id>'). One table, so a chapter's effective rules are one
 * read of at most two rows. No row: the app's light, as before. A new table the previous release ignores: an
 * expand migration (docs/decisions/0015-rollback-compatible-schema.md).
 */
export const chapterRules: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('chapter_rules')
      .addColumn('scope', 'text', (c) => c.primaryKey())
      .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('cascade'))
      .addColumn('preset', 'text')
      .addColumn('limits', 'text')
      .addColumn('rules', 'text')
      .addColumn('overrides', 'text')
      .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('chapter_rules').execute();
  },
};
