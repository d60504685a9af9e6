import type { Kysely } from 'kysely';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * The speaker rota (docs/meeting-mode.md "Built so far: the rota"): one feature presentation per chapter meeting, its
 * presenter, a swap waiting for the partner's answer, the presenter's topic and GAINS sheet for the talk, and when the
 * reminder the week before went. No row: nobody scheduled. The previous release reads nothing of it: an expand
 * migration.
 */
export const speakerRota: ChapterMigration = {
  compatibility: 'expand',
  async up(db: AnyDb) {
    await db.schema
      .createTable('speaker_rota')
      .addColumn('meeting_id', 'integer', (c) => c.primaryKey().references('meetings.id').onDelete('cascade'))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('swap_with_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('topic', 'text')
      .addColumn('goals', 'text')
      .addColumn('accomplishments', 'text')
      .addColumn('interests', 'text')
      .addColumn('networks', 'text')
      .addColumn('skills', 'text')
      .addColumn('reminded_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // A member's slots (the four-week rule, their own card) and the swaps asked of them.
    await db.schema.createIndex('speaker_rota_user').on('speaker_rota').columns(['user_id']).execute();
    await db.schema.createIndex('speaker_rota_swap_with').on('speaker_rota').columns(['swap_with_user_id']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('speaker_rota').execute();
  },
};
