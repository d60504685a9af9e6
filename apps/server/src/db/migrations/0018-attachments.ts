import type { Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * Attachments (docs/attachments.md): one row per upload, named by a random id. An upload belongs to its uploader
 * until a message takes it (an inbox message or a chapter channel message, never both); the files themselves live
 * in the configured storage, by default in `attachment_files` in this database.
 */
export function attachments(dialect: Dialect): ChapterMigration {
  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await db.schema
        .createTable('attachments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('uploader_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('has_thumbnail', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('message_id', 'integer', (c) => c.references('messages.id').onDelete('cascade'))
        .addColumn('channel_message_id', 'integer', (c) => c.references('channel_messages.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('attachments_message').on('attachments').columns(['message_id']).execute();
      await db.schema
        .createIndex('attachments_channel_message')
        .on('attachments')
        .columns(['channel_message_id'])
        .execute();
      // The cleanup job looks for old uploads no message took.
      await db.schema.createIndex('attachments_created').on('attachments').columns(['created_at']).execute();

      await db.schema
        .createTable('attachment_files')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('attachment_files_pk', ['key', 'variant'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('attachment_files').execute();
      await db.schema.dropTable('attachments').execute();
    },
  };
}
