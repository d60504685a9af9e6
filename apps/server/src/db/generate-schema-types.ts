/**
 * `npm run db:types -w apps/server`: migrates a new in-memory SQLite database and a new schema of the PostgreSQL
 * database at TEST_DATABASE_URL (dropped again), reads what they hold and rewrites schema.generated.ts. Run it after
 * adding a migration, then make the table types (schema*.ts) say the same: the type check names what differs.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { createDb } from './kysely.ts';
import { type LiveTables, readLiveSchema } from './live-schema.ts';
import { migrateToLatest } from './migrate.ts';
import { mergeDialects, renderSchemaFile } from './schema-generated-file.ts';

async function migratedAndRead(databaseUrl: string): Promise<LiveTables> {
  const { db, dialect, close } = createDb({ databaseUrl, sqliteFile: '' });
  try {
    await migrateToLatest(db, dialect);
    return await readLiveSchema(db, dialect);
  } finally {
    await close();
  }
}

/** Runs `use` with the URL of a new schema of the database at `url` (its own search_path), dropped afterwards. */
async function inNewSchema<T>(url: string, use: (schemaUrl: string) => Promise<T>): Promise<T> {
  const schema = `db_types_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
    const options = encodeURIComponent(`-c search_path=${schema}`);
    return await use(`${url}${url.includes('?') ? '&' : '?'}options=${options}`);
  } finally {
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}

const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  console.error(
    'Set TEST_DATABASE_URL to a PostgreSQL database to write into (a schema of its own is made and dropped), e.g. ' +
      'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run db:types -w apps/server',
  );
  process.exit(2);
}
const sqlite = await migratedAndRead(':memory:');
const postgres = await inNewSchema(pgUrl, migratedAndRead);
const file = new URL('./schema.generated.ts', import.meta.url);
writeFileSync(
  file,
  renderSchemaFile(mergeDialects(sqlite.schema, postgres.schema), {
    sqlite: sqlite.outside,
    postgres: postgres.outside,
  }),
);
console.log(`Wrote ${file.pathname}`);
