import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../kysely.ts';
import type { ChapterMigration } from '../schema-compatibility.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/** Adds an auto-increment integer primary key in the dialect's own way. */
function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const flagOff = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export function initial(dialect: Dialect): ChapterMigration {
  return {
    compatibility: 'expand',
    async up(db: AnyDb) {
      await withId(db.schema.createTable('groups'), dialect)
        .addColumn('name', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('image_url', 'text')
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('capacity', 'integer')
        .addColumn('accepting_members', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('timezone', 'text', notNull)
        .addColumn('allow_substitute_login', 'integer', flagOff)
        .addColumn('meeting_weekday', 'integer')
        .addColumn('meeting_time', 'text')
        .addColumn('meeting_duration_minutes', 'integer')
        .addColumn('meeting_location', 'text')
        .addColumn('meeting_online_link', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();

      await withId(db.schema.createTable('users'), dialect)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', notNull)
        .addColumn('password_hash', 'text')
        .addColumn('status', 'text', notNull)
        .addColumn('is_admin', 'integer', flagOff)
        .addColumn('company_name', 'text')
        .addColumn('classification', 'text')
        .addColumn('phone', 'text')
        .addColumn('website', 'text')
        .addColumn('bio', 'text')
        .addColumn('avatar_key', 'text')
        .addColumn('must_change_password', 'integer', flagOff)
        .addColumn('password_expires_at', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('users_name_id').on('users').columns(['name', 'id']).execute();

      await withId(db.schema.createTable('memberships'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('role', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('classification', 'text')
        .addColumn('joined_at', 'text')
        .addColumn('renewal_due', 'text')
        .addColumn('sponsor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('memberships_group_status')
        .on('memberships')
        .columns(['group_id', 'status'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('revoked_at', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await withId(db.schema.createTable('password_resets'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

      await withId(db.schema.createTable('setup_tokens'), dialect)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', notNull)
        .addColumn('used_at', 'text')
        .execute();

      await withId(db.schema.createTable('outbox'), dialect)
        .addColumn('kind', 'text', notNull)
        .addColumn('recipient', 'text', notNull)
        .addColumn('subject', 'text')
        .addColumn('body_text', 'text', notNull)
        .addColumn('body_html', 'text')
        .addColumn('status', 'text', notNull)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', notNull)
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

      await withId(db.schema.createTable('audit_log'), dialect)
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('set null'))
        .addColumn('action', 'text', notNull)
        .addColumn('target_type', 'text')
        .addColumn('target_id', 'text')
        .addColumn('summary', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
    },
    async down(db: AnyDb) {
      for (const t of [
        'audit_log',
        'outbox',
        'setup_tokens',
        'password_resets',
        'sessions',
        'memberships',
        'users',
        'groups',
      ]) {
        await db.schema.dropTable(t).execute();
      }
    },
  };
}
