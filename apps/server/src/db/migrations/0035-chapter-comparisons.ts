import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The comparison group a chapter's scorecard measures it against (docs/chapter-scorecard.md): no row is the
 * default, chapters of similar size. `peer_ids` is a JSON array of group ids when the mode is 'chosen'. The
 * previous release reads nothing of it: an expand migration.
 */
export const chapterComparisons: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('chapter_comparisons')
      .addColumn('group_id', 'integer', (c) => c.primaryKey().references('groups.id').onDelete('cascade'))
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('peer_ids', 'text')
      .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('chapter_comparisons').execute();
  },
};
