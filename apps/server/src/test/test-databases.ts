/**
 * Test databases on PostgreSQL: each test app gets a database of its own, copied from a template migrated once per
 * run, and a test worker hands it to its next app emptied rather than dropping it. Copying writes the whole template
 * (10 MB) to the write-ahead log and dropping makes the server checkpoint; about 700 apps each made and dropped one,
 * 0.35 s of the server's time apiece on an idle machine, where emptying takes 0.04 s. The global set-up
 * (test/global-setup.ts) drops this run's databases once every test has finished.
 */

import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { THIS_RELEASE } from '../db/schema-compatibility.ts';

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

/**
 * Changes whenever a migration, the migration runner or the release changes, so a stale template is never used: the
 * runner records the release that applied each migration (schema_compatibility.recorded_by), so a template migrated
 * by 3.1.0 would still say 3.1.0 under 3.2.0.
 */
function migrationsHash(): string {
  const dir = fileURLToPath(new URL('../db/', import.meta.url));
  const hash = createHash('sha256')
    .update(THIS_RELEASE)
    .update(readFileSync(path.join(dir, 'migrate.ts')));
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

const dropDatabase = (url: string, database: string) =>
  adminQuery(url, `drop database if exists "${database}" with (force)`);

/** Starts the drop and moves on; a drop cut short by the worker's exit is finished by `dropRunDatabases`. */
export function dropDatabaseLater(url: string, database: string): void {
  const kept = keptClients.get(database);
  keptClients.delete(database);
  void (kept ? kept.then((c) => c.end()).catch(() => undefined) : Promise.resolve())
    .then(() => dropDatabase(url, database))
    .catch(() => undefined);
}

/** The prefix of this run's databases: another run on the same server (a second checkout) has its own. */
function runPrefix(): string {
  return `t_${inject('databaseRun')}_`;
}

/** The migration runner's own tables: the only ones a migrated template holds rows in. */
const RUNNER_TABLES = ['kysely_migration', 'kysely_migration_lock', 'schema_compatibility'];

/**
 * The shape of a database's schema: its tables and columns, and how many migrations it records. A test that changed
 * its database's schema (a scratch migration, a restore of another shape) leaves one that is dropped, not reused.
 */
const FINGERPRINT = `
  select md5(coalesce(string_agg(c.relname || '.' || a.attname || ':' || a.atttypid || ':' || a.attnotnull, ','
    order by c.relname, a.attnum), '') || ':' || (select count(*) from kysely_migration)) as shape
  from pg_attribute a join pg_class c on c.oid = a.attrelid
  where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`;

/** Deletes every row but the migration runner's and restarts every sequence, foreign keys and triggers aside. */
const EMPTY = `
  do $$ declare r record; begin
    perform set_config('session_replication_role', 'replica', true);
    perform set_config('lock_timeout', '2s', true);
    for r in select tablename from pg_tables
      where schemaname = 'public' and tablename <> all (array['${RUNNER_TABLES.join("','")}']) loop
      execute format('delete from public.%I', r.tablename);
    end loop;
    for r in select sequencename from pg_sequences where schemaname = 'public' loop
      execute format('alter sequence public.%I restart', r.sequencename);
    end loop;
  end $$`;

/** This worker's databases whose apps have closed, and the shape a fresh copy of the template has. */
const spare: string[] = [];
let templateShape: Promise<string> | undefined;

/**
 * One connection per database of this worker, kept open for its next emptying: a new connection costs the server a
 * process and cold caches (13 ms, where three small queries on an open one took 0.8 ms).
 */
const keptClients = new Map<string, Promise<pg.Client>>();

function clientOf(url: string, database: string): Promise<pg.Client> {
  let kept = keptClients.get(database);
  if (!kept) {
    const client = new pg.Client({ connectionString: withDatabase(url, database) });
    // The run's final drop (test/global-setup.ts) ends it from the server side.
    client.on('error', () => keptClients.delete(database));
    kept = client.connect().then(() => client);
    kept.catch(() => keptClients.delete(database));
    keptClients.set(database, kept);
  }
  return kept;
}

async function onDatabase<T>(url: string, database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await clientOf(url, database);
  try {
    return await work(client);
  } catch (err) {
    keptClients.delete(database);
    await client.end().catch(() => undefined);
    throw err;
  }
}

const shapeOf = (client: pg.Client) => client.query<{ shape: string }>(FINGERPRINT).then((r) => r.rows[0]?.shape ?? '');

/** A database for one test app: a spare one emptied, or a new copy of the template. */
export async function acquireDatabase(url: string): Promise<string> {
  for (let database = spare.pop(); database; database = spare.pop()) {
    const name = database;
    const emptied = await onDatabase(url, name, async (client) => {
      if ((await shapeOf(client)) !== (await templateShape)) return false;
      await client.query(EMPTY);
      return true;
    }).catch(() => false);
    if (emptied) return name;
    dropDatabaseLater(url, name);
  }
  const database = await createDatabase(url);
  templateShape ??= onDatabase(url, database, shapeOf);
  await templateShape;
  return database;
}

/** The app on `database` has closed: its next use empties it first. */
export function releaseDatabase(database: string): void {
  spare.push(database);
}
