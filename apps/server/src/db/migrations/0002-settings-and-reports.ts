import type { Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

export function settingsAndReports(dialect: Dialect): ChapterMigration {
  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_settings_pk', ['user_id', 'key'])
        .execute();
      const withId = db.schema.createTable('error_reports');
      await (dialect === 'postgres'
        ? withId.addColumn('id', 'serial', (c) => c.primaryKey())
        : withId.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('report_id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('error_reports').execute();
      await db.schema.dropTable('user_settings').execute();
    },
  };
}
