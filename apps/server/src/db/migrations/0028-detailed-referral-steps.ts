import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * A chapter's choice of the detailed referral steps (meeting booked, proposal, not a fit; docs/referral-follow-up.md
 * "The steps"), off for every chapter to start with. The previous release never reads it: an expand migration.
 */
export const detailedReferralSteps: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .alterTable('groups')
      .addColumn('detailed_referral_steps', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('groups').dropColumn('detailed_referral_steps').execute();
  },
};
