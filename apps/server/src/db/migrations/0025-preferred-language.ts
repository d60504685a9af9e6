import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * A member's preferred language (packages/shared/src/languages.ts); null follows the chapter's, then the browser's.
 * A nullable column the previous release never reads, so it can run before that release is replaced.
 */
export const preferredLanguage: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('preferred_language', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('users').dropColumn('preferred_language').execute();
  },
};
