/**
 * Test databases on PostgreSQL: each test app gets its own, copied from a template migrated once per run. Dropping
 * a database makes the server checkpoint, which takes a second or two, so a closing app does not wait for its drop;
 * the global set-up (test/global-setup.ts) drops whatever this run left once every test has finished.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Changes whenever a migration (or the migration runner) changes, so a stale template is never used. */
function migrationsHash(): string {
  const dir = fileURLToPath(new URL('../db/', import.meta.url));
  const hash = createHash('sha256').update(readFileSync(path.join(dir, 'migrate.ts')));
  // The runner's own table (schema_compatibility) is made there.
  hash.update(readFileSync(path.join(dir, 'schema-compatibility.ts')));
  for (const file of readdirSync(path.join(dir, 'migrations')).sort()) {
    hash.update(file).update(readFileSync(path.join(dir, 'migrations', file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * A database with every migration applied, made once for the whole run (by whichever test worker gets there
 * first): copying it takes tens of milliseconds where migrating a fresh database takes hundreds.
 */
function migratedTemplate(url: string): Promise<string> {
  template ??= (async () => {
    const name = `chapter_template_${migrationsHash()}`;
    const exists = await adminQuery(url, `select 1 from pg_database where datname = '${name}'`);
    if (exists.rowCount) return name;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database "${building}"`);
    const { db, dialect, close } = createDb({ databaseUrl: withDatabase(url, building), sqliteFile: '' });
    try {
      await migrateToLatest(db, dialect);
    } finally {
      await close();
    }
    // Workers building at the same time: the first rename wins, the others drop their copy.
    try {
      await adminQuery(url, `alter database "${building}" rename to "${name}"`);
    } catch {
      await adminQuery(url, `drop database if exists "${building}"`);
    }
    return name;
  })();
  return template;
}

export async function createDatabase(url: string): Promise<string> {
  const source = await migratedTemplate(url);
  const database = `${runPrefix()}${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database "${database}" template "${source}"`);
  return database;
}

export const dropDatabase = (url: string, database: string) =>
  adminQuery(url, `drop database if exists "${database}" with (force)`);

/** Starts the drop and moves on; a drop cut short by the worker's exit is finished by `dropRunDatabases`. */
export function dropDatabaseLater(url: string, database: string): void {
  dropDatabase(url, database).catch(() => undefined);
}

/** The prefix of this run's databases: another run on the same server (a second checkout) has its own. */
function runPrefix(): string {
  return `t_${inject('databaseRun')}_`;
}
