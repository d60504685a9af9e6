import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * A fingerprint of the create request that stored each activity record, so a client request id sent again
 * with a different body is answered 409 instead of silently returning the first record. Rows stored before
 * this migration keep null and are treated as matching.
 */
export const activityRequestHash: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema.alterTable('activity_records').addColumn('request_hash', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('activity_records').dropColumn('request_hash').execute();
  },
};
