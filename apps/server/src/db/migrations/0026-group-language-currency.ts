import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * A chapter's language (packages/shared/src/languages.ts), for its chapter-wide e-mails and for members who chose
 * none, and its currency (ISO 4217), for thanks for closed business and the PALMS report; null currency keeps the
 * inference from the chapter's records (docs/i18n.md). The previous release never reads either, and a group it
 * creates gets English and no currency: an expand migration.
 */
export const groupLanguageCurrency: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .alterTable('groups')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
    await db.schema.alterTable('groups').addColumn('currency', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('groups').dropColumn('currency').execute();
    await db.schema.alterTable('groups').dropColumn('language').execute();
  },
};
