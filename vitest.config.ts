import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, three projects: shared rules, server API tests, web components. Vitest's default uses one
 * worker fewer than the cores, which is a single worker on CI's two cores: use both.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    // The PostgreSQL and Redis pass keeps its former one-worker, isolated run: sharing modules there made
    // tests fail that pass alone (not yet explained; see the issue notes).
    maxWorkers: onPostgres ? 1 : 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Every file builds its own app on its own database, and no test mocks modules: sharing the module
          // graph between files skips re-importing the whole server for each one (about 5 s a file).
          isolate: onPostgres,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
