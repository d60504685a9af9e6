import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  login,
  privateSchema,
  productionEnv,
  type ServerProcess,
  sqliteEnv,
  startServer,
  stopServer,
  tokenUserId,
} from '../test/server-process.ts';
import { startTcpProxy, type TcpProxy, throughProxy } from '../test/tcp-proxy.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Status and duration of one request. */
async function timed(run: () => Promise<Response>): Promise<{ status: number; ms: number; body: string }> {
  const begun = performance.now();
  const res = await run();
  return { status: res.status, body: await res.text(), ms: performance.now() - begun };
}

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const begun = performance.now();
  while (!(await check())) {
    if (performance.now() - begun > timeoutMs) throw new Error('did not recover in time');
    await new Promise((r) => setTimeout(r, 100));
  }
  return performance.now() - begun;
}

/** What /readyz says of a dependency; the process stays ready (200) either way: the outage is not its fault. */
const dependency = (s: ServerProcess, name: 'database' | 'redis', state: 'up' | 'down') => async () => {
  const res = await fetch(`${s.url}/readyz`);
  const body = (await res.json()) as { dependencies?: Record<string, string> };
  return res.status === 200 && body.dependencies?.[name] === state;
};

/**
 * A database or Redis outage answers 503 fast (never a hang, never a 500) and the same process recovers by
 * itself once the service is back (docs/security-checklist.md, reliability 8). The outage is a TCP proxy that
 * drops every connection and stops listening; the shared PostgreSQL and Redis are never touched.
 */
describe('backing-service outages', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  }, 30_000);

  it.runIf(pgUrl)(
    'PostgreSQL cut: 503 within a second, then recovery without a restart',
    async () => {
      const url = new URL(pgUrl as string);
      const proxy: TcpProxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
      const schema = await privateSchema(pgUrl as string, 'outage');
      const data = sqliteEnv();
      cleanups.push(proxy.close, schema.drop, data.cleanup);
      const server = await startServer(productionEnv(throughProxy(schema.url, proxy), data.dataDir));
      cleanups.push(() => stopServer(server));
      const token = await login(server.url, 'member1@demo.test');
      expect((await api(server.url, token, '/api/profile')).status).toBe(200);

      await proxy.cut();
      for (const route of ['/api/profile', '/api/inbox']) {
        const r = await timed(() => api(server.url, token, route)).catch((e) => {
          throw new Error(`${route}: ${e} (exit ${server.child.exitCode})\n${server.output()}`);
        });
        expect(r.status, `${route} ${r.body}`).toBe(503);
        expect(r.ms).toBeLessThan(1_000);
        expect(JSON.parse(r.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      }
      const signIn = await timed(() =>
        fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'member1@demo.test', password: 'Demo-Pass-2026!' }),
        }),
      );
      expect(signIn.status).toBe(503);
      expect(await dependency(server, 'database', 'down')()).toBe(true);
      expect((await fetch(`${server.url}/livez`)).status).toBe(200);

      await proxy.restore();
      await eventually(dependency(server, 'database', 'up'), 10_000);
      expect((await api(server.url, token, '/api/profile')).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/unhandled error/);
    },
    60_000,
  );

  it.runIf(redisUrl)(
    'Redis cut: sign-in and the rest keep working, then recovery',
    async () => {
      const url = new URL(redisUrl as string);
      const proxy = await startTcpProxy(url.hostname, Number(url.port || 6379));
      const data = sqliteEnv();
      cleanups.push(proxy.close, data.cleanup);
      const server = await startServer({ ...data.env, REDIS_URL: throughProxy(redisUrl as string, proxy) });
      cleanups.push(() => stopServer(server));
      const token = await login(server.url, 'member1@demo.test');
      const recipient = tokenUserId(await login(server.url, 'member2@demo.test'));

      await proxy.cut();
      await eventually(dependency(server, 'redis', 'down'), 2_000);
      // Sign-in works on: lock-outs are in the database, the other limits count in memory (docs/redis.md).
      const signIn = await timed(() =>
        fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'member1@demo.test', password: 'Demo-Pass-2026!' }),
        }),
      );
      expect(signIn.status, signIn.body).toBe(200);
      expect(signIn.ms).toBeLessThan(1_000);
      // Reads and writes that only need the database keep working; a send is stored even if its push cannot go out.
      expect((await api(server.url, token, '/api/profile')).status).toBe(200);
      const sent = await timed(() =>
        api(server.url, token, '/api/inbox/messages', {
          method: 'POST',
          body: { recipientId: recipient, content: 'during the outage', clientMessageId: 'redis-cut-1' },
        }),
      );
      expect(sent.status, sent.body).toBe(201);
      expect(sent.ms).toBeLessThan(2_000);

      await proxy.restore();
      await eventually(dependency(server, 'redis', 'up'), 10_000);
      expect(await login(server.url, 'member1@demo.test')).toMatch(/^ey/);
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/unhandled error/);
    },
    60_000,
  );
});
