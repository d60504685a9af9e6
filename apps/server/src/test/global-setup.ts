/**
 * Vitest's global set-up for the server projects. It compiles the server once for the tests that start server
 * processes (test/compiled-server.ts). On PostgreSQL (TEST_DATABASE_URL) every database this run makes
 * is named after the run (test/test-databases.ts); closing apps do not wait for their drops, so the drops still
 * running when the workers exit, or never started because a test failed, are finished here.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildCompiledServer } from './compiled-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL databases, so another run on the same server keeps its own. */
    databaseRun: string;
  }
}

export default function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  project.provide('databaseRun', run);
  const compiled = buildCompiledServer(run);
  project.provide('compiledServerDir', compiled.dir);
  return async () => {
    compiled.remove();
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const left = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like $1 escape '!'",
        [`t!_${run}!_%`],
      );
      for (const { datname } of left.rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
