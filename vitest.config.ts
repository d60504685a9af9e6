import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, five projects: shared rules, the repository's scripts, server API tests, server process tests, web
 * components. Vitest's default uses one worker fewer than the cores, which is a single worker on CI's two cores: use
 * both.
 */
/** Tests that start real server processes and kill, stop or cut them: their own project, run one file at a time. */
const PROCESS_TESTS = [
  'src/reliability/kill-nine.test.ts',
  'src/reliability/sigterm.test.ts',
  'src/reliability/outage.test.ts',
  'src/reliability/redis-restart.test.ts',
  'src/reliability/redis-sentinel.test.ts',
  'src/realtime/multi-process.test.ts',
  'src/reliability/rolling-restart.test.ts',
  'src/reliability/dependency-restart.test.ts',
  'src/modules/meetings/reminder-emails.multi-process.test.ts',
  'src/modules/visitors/thank-you-emails.multi-process.test.ts',
  'src/reliability/pgbouncer.test.ts',
  'src/reliability/database-tls.test.ts',
  'src/ops/rollback.test.ts',
];

/**
 * CI's second pass repeats the server tests on PostgreSQL and Redis (TEST_DATABASE_URL): a test file that names no
 * app, database, Redis or server process of any kind runs the same on both, so that pass leaves it out. A file
 * that starts using one mentions it, and is repeated again.
 */
const USES_A_SERVICE =
  /test-app|test-kit|createTestApp|factories|TEST_DATABASE_URL|TEST_REDIS_URL|DATABASE|REDIS|databaseUrl|redisUrl|server-process|compiled-server|private-services/;
/**
 * Files that name a database or a server process only as words, read one by one: settings refused or accepted as
 * text (config, database-config, env-example, the error words' file names), an in-memory SQLite handle
 * (prepared-query), nginx in front of stand-in upstreams, and server processes on a SQLite data folder of their own
 * or pointed at a closed port (setup-link, metrics-process, start-failure). They ran the same in the PostgreSQL pass,
 * 14 of its 462 test-file seconds in one run (docs/development.md "CI"). Should one of them start an app, a test kit or a
 * factory, or read the shared services' addresses, loading this configuration fails, naming it.
 */
const NAMES_A_SERVICE_ONLY_IN_WORDS = [
  'src/config.test.ts',
  'src/database-config.test.ts',
  'src/env-example.test.ts',
  'src/db/prepared-query.test.ts',
  'src/lib/error-words.test.ts',
  'src/ops/nginx.test.ts',
  'src/ops/setup-link.test.ts',
  'src/metrics/metrics-process.test.ts',
  'src/reliability/start-failure.test.ts',
];
const STARTS_A_SERVICE =
  /createTestApp|from '[^']*(?:test-kit|factories|realtime-kit|private-services|test-databases)\.ts'|process\.env\.TEST_(?:DATABASE|REDIS)_URL|privateSchema|pgQuery/;
function databaseFreeTests(): string[] {
  const root = fileURLToPath(new URL('./apps/server/', import.meta.url));
  const text = (f: string) => readFileSync(path.join(root, f), 'utf8');
  for (const f of NAMES_A_SERVICE_ONLY_IN_WORDS) {
    if (STARTS_A_SERVICE.test(text(f))) {
      throw new Error(`${f} now uses a database or Redis: take it out of NAMES_A_SERVICE_ONLY_IN_WORDS`);
    }
  }
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join('src', f))
    .filter((f) => NAMES_A_SERVICE_ONLY_IN_WORDS.includes(f) || !USES_A_SERVICE.test(text(f)));
}

/** Names and finally drops the PostgreSQL databases of the run (its file says why). */
const SERVER_GLOBAL_SETUP = fileURLToPath(new URL('./apps/server/src/test/global-setup.ts', import.meta.url));

/**
 * With TEST_TOTALS_DIR set (npm test and CI set it), each run also writes a JSON report there, one file per run, for
 * scripts/test-totals.ts to add up into the run's closing line.
 */
const totalsDir = process.env.TEST_TOTALS_DIR;
const reporters = totalsDir
  ? ['default', ['json', { outputFile: path.join(totalsDir, `vitest-${process.pid}-${Date.now()}.json`) }] as const]
  : ['default'];

export default defineConfig({
  test: {
    reporters,
    // The PostgreSQL pass runs the same way: each app has its own database copied from a migrated template
    // (test/test-app.ts), where apps in one schema-switching database once made tests fail that passed alone.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        // The repository's own checks (scripts/check-*.ts), each run against a broken example of its own; a test
        // starts git and tsx several times, seconds apiece on a loaded machine.
        test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['*.test.ts'], testTimeout: 30_000 },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: process.env.TEST_DATABASE_URL ? [...PROCESS_TESTS, ...databaseFreeTests()] : PROCESS_TESTS,
          // Every file builds its own app on its own database, and no test mocks modules: sharing the module
          // graph between files skips re-importing the whole server for each one (about 5 s a file).
          isolate: false,
          globalSetup: [SERVER_GLOBAL_SETUP],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'process',
          root: 'apps/server',
          environment: 'node',
          include: PROCESS_TESTS,
          // Each file owns ports, child processes and database connections it cuts on purpose.
          fileParallelism: false,
          globalSetup: [SERVER_GLOBAL_SETUP],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
