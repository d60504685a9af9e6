import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { type BuildOptions, type BuiltApp, buildApp } from '../app.ts';
import { type Config, DEFAULT_LIMITS, loadConfig } from '../config.ts';
import { createDb, sqliteHandles } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Clock } from '../lib/clock.ts';
import { acquireDatabase, releaseDatabase, withDatabase } from './test-databases.ts';

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
  /** Shuts the app down (if not already) and gives its database back for the next app. */
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database: in-memory SQLite by default, or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database of its own (test/test-databases.ts), handed to a later app once close() is called.
 */
/** One VAPID pair per test process: nothing is written to a data folder. */
const TEST_VAPID = webpush.generateVAPIDKeys();

export async function createTestApp(
  overrides: TestAppOverrides = {},
  opts: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const clock = createTestClock();
  const pgUrl = process.env.TEST_DATABASE_URL;
  // An app told to share another's database (a second node) takes none of its own.
  const database = pgUrl && !('databaseUrl' in overrides) ? await acquireDatabase(pgUrl) : undefined;
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
    if (database) releaseDatabase(database);
    throw err;
  }
  let closed = false;
  let released = false;
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
      // The worker's next app gets this database emptied (test/test-databases.ts), once however often it closes.
      if (database && !released) releaseDatabase(database);
      released = true;
    },
  };
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
