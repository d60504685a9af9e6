import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '../db/migrate.ts';
import { compiledEntry } from '../test/compiled-server.ts';
import { buildPreviousRelease, type PreviousRelease } from '../test/previous-release.ts';
import {
  api,
  freePort,
  login,
  type ServerProcess,
  sqliteEnv,
  stopServer,
  tokenUserId,
} from '../test/server-process.ts';
import { serverDir } from './server-entry.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => unknown)[] = [];
let previous: PreviousRelease;

/** `npm run migrate` of a build: its compiled migrate.js as its own process. */
function migrate(file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Starts the previous release's server on a free port and waits until it is ready, as startServer does. */
async function startPrevious(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(previous.dist, 'main.js')], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (out += d));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the previous release exited with ${child.exitCode}:\n${out}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, url, port, output: () => out, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the previous release is not ready after 60 s:\n${out}`);
}

/** A member's inbox (the latest message of each conversation) as text, to look for a message in. */
async function inboxText(url: string, token: string): Promise<string> {
  const list = await api(url, token, '/api/inbox');
  expect(list.status).toBe(200);
  return list.text();
}

/**
 * On SQLite, once, in the plain run: the PostgreSQL side of the rule (the runner's records and checks) is in
 * db/migrate.test.ts, which CI's PostgreSQL pass repeats. On the shared PostgreSQL the two fresh starts took this
 * test to 40 s where SQLite took 19.5 s, side by side on a busy machine (SQLite alone, less busy: 8.7 s).
 */
describe.skipIf(pgUrl)('rollback', () => {
  beforeAll(() => {
    previous = buildPreviousRelease();
    cleanups.push(previous.remove);
  });
  afterAll(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('the previous release, upgraded with `npm run migrate`, starts again on the migrated database and serves', async () => {
    const { env, cleanup } = sqliteEnv();
    cleanups.push(cleanup);
    const say = (what: string) => `previous release ${previous.commit}: ${what}`;

    // The previous release in service: its database, a message written by it.
    const before = await startPrevious(env);
    const sender = await login(before.url, 'member1@demo.test');
    const recipientId = tokenUserId(await login(before.url, 'member2@demo.test'));
    const sent = await api(before.url, sender, '/api/inbox/messages', {
      method: 'POST',
      body: { recipientId, content: 'Written before the upgrade', clientMessageId: 'rollback-before' },
    });
    expect(sent.status, say(await sent.text())).toBe(201);
    expect(await stopServer(before)).toBe(0);

    // The upgrade: this release's `npm run migrate` applies what it adds.
    const added = knownMigrations('sqlite').filter((m) => !previous.migrations.includes(m));
    const upgrade = await migrate(await compiledEntry('migrate'), env);
    expect(upgrade.code, say(upgrade.output)).toBe(0);
    expect(upgrade.output, say('the upgrade')).toContain(
      added.length > 0 ? `Applied ${added.length} migration(s)` : 'no migration to apply',
    );

    // The rollback: the previous release restarts on the newer schema with the same environment, migrating at
    // start as a single process does (the path Kysely itself refuses newer migrations on).
    const after = await startPrevious(env).catch((err: Error) => {
      throw new Error(
        say(`it does not start on the schema with ${added.join(', ') || 'no new migration'}: ${err.message}`),
      );
    });
    try {
      const recipient = await login(after.url, 'member2@demo.test');
      expect(await inboxText(after.url, recipient), say('reading')).toContain('Written before the upgrade');
      const reply = await api(after.url, recipient, '/api/inbox/messages', {
        method: 'POST',
        body: {
          recipientId: tokenUserId(sender),
          content: 'Written after the rollback',
          clientMessageId: 'rollback-after',
        },
      });
      expect(reply.status, say(await reply.text())).toBe(201);
      const again = await login(after.url, 'member1@demo.test');
      expect(await inboxText(after.url, again), say('reading the reply')).toContain('Written after the rollback');
    } finally {
      expect(await stopServer(after)).toBe(0);
    }
  });
});
