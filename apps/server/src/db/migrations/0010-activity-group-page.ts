import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * A leader's group activity over all types, newest first (keyset on created_at, id): without this index the
 * page sorted the whole group's history, 47× slower at 100,000 records than at 1,000 (bench/RESULTS.md).
 */
export const activityGroupPage: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createIndex('activity_group_created')
      .on('activity_records')
      .columns(['group_id', 'created_at', 'id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('activity_group_created').execute();
  },
};
