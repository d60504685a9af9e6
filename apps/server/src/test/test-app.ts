import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import webpush from 'web-push';
import { type BuildOptions, type BuiltApp, buildApp } from '../app.ts';
import { type Config, DEFAULT_LIMITS, loadConfig } from '../config.ts';
import { createDb, sqliteHandles } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Clock } from '../lib/clock.ts';

/** 48 characters: long enough for production rules, fixed so tests can sign their own tokens. */
export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
export const TEST_APP_URL = 'https://chapter.test';
const START = new Date('2026-03-02T09:00:00.000Z');

/** A clock the test moves by hand; the app reads time only through it. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

function createTestClock(start: Date = START): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
    set(date) {
      now = date.getTime();
    },
  };
}

export type TestAppOverrides = Omit<Partial<Config>, 'limits'> & { limits?: Partial<Config['limits']> };

export interface TestApp extends BuiltApp {
  clock: TestClock;
  config: Config;
  /** Shuts the app down (if not already) and drops its database. */
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database: in-memory SQLite by default, or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database copied from a migrated template (dropped again by close()).
 */
/** One VAPID pair per test process: nothing is written to a data folder. */
const TEST_VAPID = webpush.generateVAPIDKeys();

export async function createTestApp(
  overrides: TestAppOverrides = {},
  opts: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const clock = createTestClock();
  const pgUrl = process.env.TEST_DATABASE_URL;
  const database = pgUrl ? await createDatabase(pgUrl) : undefined;
  const { limits, ...rest } = overrides;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      APP_URL: TEST_APP_URL,
      LOG_LEVEL: 'info',
      VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
      VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    },
    {
      databaseUrl: pgUrl && database ? withDatabase(pgUrl, database) : ':memory:',
      // A folder that never holds a build, so unknown paths always answer the API's JSON 404.
      webDist: path.join(tmpdir(), 'chapter-test-no-web-dist'),
      ...rest,
      limits: { ...DEFAULT_LIMITS, ...limits },
    },
  );
  let built: BuiltApp;
  try {
    const sqliteImage = config.databaseUrl === ':memory:' ? await migratedSqliteImage() : undefined;
    built = await buildApp(config, { clock, logger: Boolean(opts.logStream), logStream: opts.logStream, sqliteImage });
  } catch (err) {
    if (pgUrl && database) await dropDatabase(pgUrl, database);
    throw err;
  }
  let closed = false;
  return {
    ...built,
    clock,
    config,
    async shutdown() {
      if (closed) return;
      closed = true;
      await built.shutdown();
    },
    async close() {
      if (!closed) {
        closed = true;
        await built.shutdown();
      }
      if (pgUrl && database) await dropDatabase(pgUrl, database);
    },
  };
}

/** The same server and credentials, another database. */
function withDatabase(url: string, database: string): string {
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
  for (const file of readdirSync(path.join(dir, 'migrations')).sort()) {
    hash.update(file).update(readFileSync(path.join(dir, 'migrations', file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let sqliteImage: Promise<Buffer> | undefined;

/** An in-memory SQLite database with every migration applied, made once per test worker and copied per app. */
function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const { db, dialect, close } = createDb({ databaseUrl: ':memory:', sqliteFile: '' });
    try {
      await migrateToLatest(db, dialect);
      return (sqliteHandles.get(db) as NonNullable<ReturnType<typeof sqliteHandles.get>>).serialize();
    } finally {
      await close();
    }
  })();
  return sqliteImage;
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

async function createDatabase(url: string): Promise<string> {
  const source = await migratedTemplate(url);
  const database = `t_${randomBytes(8).toString('hex')}`;
  await adminQuery(url, `create database "${database}" template "${source}"`);
  return database;
}

const dropDatabase = (url: string, database: string) =>
  adminQuery(url, `drop database if exists "${database}" with (force)`);
