import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverDir } from '../ops/server-entry.ts';
import { compiledEntry } from '../test/compiled-server.ts';
import { freePort } from '../test/server-process.ts';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

/** The compiled server started as production starts it; resolves once it has exited. */
async function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const file = await compiledEntry('main');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', file], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a database that cannot be reached at start', () => {
  it('is one structured log line naming it, without password or stack, then exit status 1', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-start-'));
    // A port nothing listens on: PostgreSQL refuses the connection as it does while stopped.
    const closed = await freePort();
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const port = await freePort();
    const result = await start({
      NODE_ENV: 'production',
      APP_URL: 'https://chapter.example.org',
      DATABASE_URL: `postgres://chapter:${password}@127.0.0.1:${closed}/chapter`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.code, output).toBe(1);
    const lines = output.split('\n').filter((l) => l.trim() !== '');
    expect(lines, output).toHaveLength(1);
    const line = JSON.parse(lines[0] as string) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 60,
      msg: 'database unreachable at start: exiting with status 1 (the supervisor starts the server again)',
      database: `postgres://127.0.0.1:${closed}/chapter`,
      code: 'ECONNREFUSED',
    });
    expect(output).not.toContain(password);
    expect(output).not.toMatch(/\n\s+at /);
  }, 30_000);
});
