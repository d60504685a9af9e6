import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledEntry } from '../test/compiled-server.ts';
import { type ServerProcess, startServer, stopServer } from '../test/server-process.ts';
import { serverDir } from './server-entry.ts';

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (server) await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  server = undefined;
  dataDir = undefined;
});

describe('the first administrator in production', () => {
  it('gets no link in the log; `npm run setup-link` prints a working one to the terminal', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-setup-link-'));
    // A new installation: no demo chapter, no ADMIN_EMAIL, so no administrator.
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      DEMO_SEED: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    };
    server = await startServer(env);
    const running = server;
    // The line is written at start; the pipe may hand it over a moment after /readyz answered.
    const hint = 'No administrator exists yet: run `npm run setup-link`';
    for (let i = 0; i < 100 && !running.output().includes(hint); i++) await new Promise((r) => setTimeout(r, 100));
    expect(server.output()).toContain(hint);
    expect(server.output()).not.toContain('/setup/');
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [await compiledEntry('setup-link')], {
      cwd: serverDir,
      env: { ...process.env, ...env, APP_URL: server.url },
    });
    const token = new RegExp(`^  ${server.url}/setup/([\\w-]{40,})$`, 'm').exec(stdout)?.[1];
    expect(token, `${stdout}${stderr}`).toBeTruthy();
    const check = await fetch(`${server.url}/api/setup/${token}`);
    expect(await check.json()).toEqual({ valid: true });

    // The check itself is logged with its token redacted.
    expect(server.output()).not.toContain(token);
  }, 60_000);
});
