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
function databaseFreeTests(): string[] {
  const root = fileURLToPath(new URL('./apps/server/', import.meta.url));
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join('src', f))
    .filter((f) => !USES_A_SERVICE.test(readFileSync(path.join(root, f), 'utf8')));
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
