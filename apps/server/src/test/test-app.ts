import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type BuildOptions, type BuiltApp, buildApp } from '../app.ts';
import { type Config, DEFAULT_LIMITS, loadConfig } from '../config.ts';
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
 * The whole server on a fresh database: in-memory SQLite by default, or a fresh PostgreSQL schema when
 * TEST_DATABASE_URL is set (dropped again by close()).
 */
export async function createTestApp(
  overrides: TestAppOverrides = {},
  opts: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const clock = createTestClock();
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = pgUrl ? await createSchema(pgUrl) : undefined;
  const { limits, ...rest } = overrides;
  const config = loadConfig(
    { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, APP_URL: TEST_APP_URL, LOG_LEVEL: 'info' },
    {
      databaseUrl: pgUrl && schema ? withSearchPath(pgUrl, schema) : ':memory:',
      // A folder that never holds a build, so unknown paths always answer the API's JSON 404.
      webDist: path.join(tmpdir(), 'chapter-test-no-web-dist'),
      ...rest,
      limits: { ...DEFAULT_LIMITS, ...limits },
    },
  );
  let built: BuiltApp;
  try {
    built = await buildApp(config, { clock, logger: Boolean(opts.logStream), logStream: opts.logStream });
  } catch (err) {
    if (pgUrl && schema) await dropSchema(pgUrl, schema);
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
      if (pgUrl && schema) await dropSchema(pgUrl, schema);
    },
  };
}

/** Adds `search_path=<schema>` as a startup option, so every pooled connection lands in the test's schema. */
function withSearchPath(url: string, schema: string): string {
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(8).toString('hex')}`;
  await adminQuery(url, `create schema "${schema}"`);
  return schema;
}

const dropSchema = (url: string, schema: string) => adminQuery(url, `drop schema if exists "${schema}" cascade`);
