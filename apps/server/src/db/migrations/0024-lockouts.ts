import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Failed-attempt counts and lock-outs of sign-in and current-password checks, kept in the database instead of
 * Redis (docs/decisions/0013-redis-without-a-single-point-of-failure.md): a Redis restart or failover must not
 * unlock an account. One row per hashed key while its window or lock lasts.
 */
export const lockouts: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('lockouts')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    // Expired rows are deleted by time.
    await db.schema.createIndex('lockouts_expires').on('lockouts').column('expires_at').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('lockouts').execute();
  },
};
