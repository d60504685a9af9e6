import type { Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * A chapter's history imported from files (docs/imports.md): one row per confirmed import, and one per row it
 * applied, keyed by a hash of the kind and the row's normalised content, so importing the same file again finds
 * every row already there and writes nothing. New tables only, which the previous release ignores: an expand
 * migration (docs/decisions/0015-rollback-compatible-schema.md).
 */
export const imports = (dialect: Dialect): ChapterMigration => ({
  compatibility: 'expand',
  async up(db: AnyDb) {
    const table = db.schema.createTable('import_batches');
    await (dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('rows_created', 'integer', (c) => c.notNull())
      .addColumn('rows_updated', 'integer', (c) => c.notNull())
      .addColumn('rows_unchanged', 'integer', (c) => c.notNull())
      .addColumn('rows_skipped', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('import_rows')
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('row_key', 'text', (c) => c.notNull())
      .addColumn('batch_id', 'integer', (c) => c.notNull().references('import_batches.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('import_rows_pk', ['group_id', 'row_key'])
      .execute();
    await db.schema.createIndex('import_rows_batch').on('import_rows').column('batch_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('import_rows').execute();
    await db.schema.dropTable('import_batches').execute();
  },
});
