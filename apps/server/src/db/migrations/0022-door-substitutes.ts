import type { Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Substitutes recorded at the door by name, company and phone (docs/product-rules.md "Substitutions"): one row
 * per person and group, found again by the phone's digits or the e-mail, so their visits form one history; each
 * visit is the substitution row that names them.
 */
export const doorSubstitutes = (dialect: Dialect): ChapterMigration => ({
  compatibility: 'expand',
  async up(db: AnyDb) {
    const table = db.schema.createTable('door_substitutes');
    await (dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    )
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('company', 'text')
      .addColumn('phone', 'text')
      /** Only the digits of the phone: "+1 (555) 010-0142" and "1 555 010 0142" are the same person. */
      .addColumn('phone_digits', 'text')
      .addColumn('email', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('door_substitutes_group_phone')
      .on('door_substitutes')
      .columns(['group_id', 'phone_digits'])
      .execute();
    await db.schema
      .createIndex('door_substitutes_group_email')
      .on('door_substitutes')
      .columns(['group_id', 'email'])
      .execute();
    // No foreign key: SQLite cannot add one to an existing table; door substitutes are never deleted alone.
    await db.schema.alterTable('substitutions').addColumn('door_substitute_id', 'integer').execute();
    await db.schema
      .createIndex('substitutions_door_substitute')
      .on('substitutions')
      .column('door_substitute_id')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('substitutions_door_substitute').execute();
    await db.schema.alterTable('substitutions').dropColumn('door_substitute_id').execute();
    await db.schema.dropTable('door_substitutes').execute();
  },
});
