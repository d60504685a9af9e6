import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Mentorship (docs/product-rules.md): members who opt in as mentors, and mentorships pending → active → completed (or
 * declined). The database keeps one open (pending or active) mentorship per mentor and mentee, so two
 * parallel applications cannot both land. Indexes serve "my mentorships" from either side and the group's
 * list for leaders, newest first by (updated_at, id).
 */
export function mentorship(dialect: Dialect): ChapterMigration {
  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await db.schema
        .createTable('mentor_profiles')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('expertise', 'text', (c) => c.notNull())
        .addColumn('bio', 'text')
        .addColumn('capacity', 'integer', (c) => c.notNull())
        .addColumn('accepting', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mentor_profiles_group').on('mentor_profiles').columns(['group_id']).execute();

      const id = (table: ReturnType<AnyDb['schema']['createTable']>) =>
        dialect === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await id(db.schema.createTable('mentorships'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('mentor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('mentee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('goals', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('decline_reason', 'text')
        .addColumn('assigned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('ended_at', 'text')
        .execute();
      await sql`create unique index mentorships_open_pair on mentorships (mentor_id, mentee_id)
        where status in ('pending', 'active')`.execute(db);
      for (const col of ['mentor_id', 'mentee_id', 'group_id']) {
        await db.schema
          .createIndex(`mentorships_${col}_updated`)
          .on('mentorships')
          .columns([col, 'updated_at', 'id'])
          .execute();
      }
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('mentorships').execute();
      await db.schema.dropTable('mentor_profiles').execute();
    },
  };
}
