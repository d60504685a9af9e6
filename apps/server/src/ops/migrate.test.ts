import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledEntry } from '../test/compiled-server.ts';
import { privateSchema, startServer, stopServer } from '../test/server-process.ts';
import { serverDir } from './server-entry.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
/** Every migration the repository holds, so a new one needs no edit here. */
const MIGRATIONS = readdirSync(path.join(serverDir, 'src/db/migrations')).filter((f) =>
  /^\d{4}-.+\.ts$/.test(f),
).length;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** Runs a compiled entry point as its own process, as `npm run …` does; resolves with its exit code and output. */
async function run(
  entry: 'migrate' | 'main',
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const file = await compiledEntry(entry);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-migrate-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** SQLite in the plain run, PostgreSQL in CI's PostgreSQL pass (which repeats these tests): each once. */
async function database(): Promise<{ name: string; env: Record<string, string> }> {
  if (!pgUrl) return { name: 'SQLite', env: { DATA_DIR: dataDir() } };
  const schema = await privateSchema(pgUrl, 'migrate');
  cleanups.push(schema.drop);
  return { name: 'PostgreSQL', env: { DATA_DIR: dataDir(), DATABASE_URL: schema.url } };
}

describe('npm run migrate', () => {
  it('three at once on a new database: one applies every migration, the others wait and find nothing to do', async () => {
    const db = await database();
    const runs = await Promise.all([1, 2, 3].map(() => run('migrate', db.env)));
    expect(
      runs.map((r) => r.code),
      `${db.name}: ${runs.map((r) => r.output).join('\n')}`,
    ).toEqual([0, 0, 0]);
    const applied = runs.filter((r) => r.output.includes(`Applied ${MIGRATIONS} migration(s)`));
    const idle = runs.filter((r) => /is up to date: no migration to apply/.test(r.output));
    expect([applied.length, idle.length], db.name).toEqual([1, 2]);
  });

  // The same refusal on either database: once, in the plain run.
  it.skipIf(pgUrl)(
    'is the deploy step when the server does not migrate at start: until it has run, the server refuses to start',
    async () => {
      const env = { DATA_DIR: dataDir(), MIGRATE_ON_START: '0' };
      const refused = await run('main', env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('run `npm run migrate` first');
      expect((await run('migrate', env)).code).toBe(0);
      const server = await startServer(env);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect(await stopServer(server)).toBe(0);
    },
  );
});
