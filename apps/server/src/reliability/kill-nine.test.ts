import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  login,
  pgQuery,
  privateSchema,
  productionEnv,
  type ServerProcess,
  sqliteEnv,
  startServer,
  stopServer,
  tokenUserId,
} from '../test/server-process.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

/**
 * Writes inbox messages from 4 parallel loops until `kill -9`; returns the client ids of the sends the server
 * acknowledged (201) before it died.
 */
async function writeUntilKilled(server: ServerProcess): Promise<string[]> {
  const token = await login(server.url, 'member1@demo.test');
  const recipient = tokenUserId(await login(server.url, 'member2@demo.test'));
  const acknowledged: string[] = [];
  let seq = 0;
  let dead = false;
  const loop = async () => {
    while (!dead) {
      const id = `k9-${++seq}`;
      try {
        const res = await api(server.url, token, '/api/inbox/messages', {
          method: 'POST',
          body: { recipientId: recipient, content: `write ${id}`, clientMessageId: id },
        });
        if (res.status === 201) acknowledged.push(id);
        else throw new Error(`unexpected ${res.status}`);
      } catch (err) {
        // A send in flight when the process dies fails; it was never acknowledged, so it may or may not exist.
        if (!dead) throw err;
      }
    }
  };
  const loops = Array.from({ length: 4 }, loop);
  // Kill while sends are in flight, after enough have been acknowledged to make the comparison meaningful.
  while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 20));
  dead = true;
  server.child.kill('SIGKILL');
  await Promise.all(loops);
  expect(await server.exited).toBe('SIGKILL');
  return acknowledged;
}

describe('kill -9 during a write loop loses no acknowledged write', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  }, 30_000);

  // Once, in the plain run: this server uses SQLite in either run, so CI's PostgreSQL pass would repeat the same
  // 8 s of writes, kills and restarts (docs/development.md "CI").
  it.skipIf(pgUrl)(
    'on embedded SQLite (WAL, synchronous=FULL)',
    async () => {
      const data = sqliteEnv();
      cleanups.push(data.cleanup);
      const acknowledged = await writeUntilKilled(await startServer(data.env));

      // The restarted server recovers the WAL and serves again.
      const again = await startServer(data.env);
      cleanups.push(() => stopServer(again));
      const token = await login(again.url, 'member1@demo.test');
      expect((await api(again.url, token, '/api/inbox')).status).toBe(200);
      await stopServer(again);

      const db = new SQLite(path.join(data.dataDir, 'chapter.sqlite'), { readonly: true });
      const stored = new Set(
        db
          .prepare("select client_message_id from messages where client_message_id like 'k9-%'")
          .pluck()
          .all() as string[],
      );
      db.close();
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    },
    90_000,
  );

  it.runIf(pgUrl)(
    'on PostgreSQL (a private schema)',
    async () => {
      const schema = await privateSchema(pgUrl as string, 'k9');
      const data = sqliteEnv();
      cleanups.push(schema.drop, data.cleanup);
      const env = productionEnv(schema.url, data.dataDir);
      const acknowledged = await writeUntilKilled(await startServer(env));

      const again = await startServer(env);
      cleanups.push(() => stopServer(again));
      const token = await login(again.url, 'member1@demo.test');
      expect((await api(again.url, token, '/api/inbox')).status).toBe(200);
      await stopServer(again);

      const rows = await pgQuery<{ client_message_id: string }>(
        schema.url,
        "select client_message_id from messages where client_message_id like 'k9-%'",
      );
      const stored = new Set(rows.map((r) => r.client_message_id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    },
    90_000,
  );
});
