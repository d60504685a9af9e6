import { afterAll, describe, expect, it } from 'vitest';
import { hasRedisServer, type PrivateRedis, privateRedis } from '../test/redis-server.ts';
import {
  api,
  freePort,
  login,
  type ServerProcess,
  sqliteEnv,
  startServer,
  stopServer,
} from '../test/server-process.ts';

const DEMO_PASSWORD = 'Demo-Pass-2026!';
const ATTEMPTS_PER_ACCOUNT = 5;

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function signIn(server: ServerProcess, email: string, password = DEMO_PASSWORD) {
  const begun = performance.now();
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { code?: string; token?: string };
  return { status: res.status, code: body.code, token: body.token, ms: performance.now() - begun };
}

const count = (text: string, phrase: string) => text.split(phrase).length - 1;

/**
 * Redis is not a single point of failure (docs/redis.md "Without Redis"): a process whose Redis is down at start
 * still serves, sign-in works while Redis is away, and a locked account stays locked through a Redis restart
 * that loses everything Redis held. The Redis here is a private redis-server the test stops and starts; the
 * shared one is never touched. It runs in the Redis pass of CI only (TEST_REDIS_URL set), so it runs once.
 */
describe.runIf(hasRedisServer && process.env.TEST_REDIS_URL)('Redis down at start, and restarted', () => {
  let redis: PrivateRedis | undefined;
  let server: ServerProcess | undefined;
  const data = sqliteEnv();
  afterAll(async () => {
    if (server) await stopServer(server);
    await redis?.cleanup();
    data.cleanup();
  }, 20_000);

  it('starts and serves without Redis, saying so once; keeps lock-outs and sign-in through a restart', async () => {
    const port = await freePort();
    // Nothing listens on the Redis port yet: the process must start, serve, and say it runs degraded.
    server = await startServer(
      { ...data.env, LOG_LEVEL: 'info', REDIS_URL: `redis://127.0.0.1:${port}` },
      undefined,
      '/livez',
    );
    const s = server;
    const first = await signIn(s, 'member1@demo.test');
    expect(first.status, s.output()).toBe(200);
    expect((await api(s.url, first.token as string, '/api/profile')).status).toBe(200);
    // One line for the outage however many reconnect attempts it took (startup alone takes several).
    expect(count(s.output(), 'Redis unreachable at start: serving degraded')).toBe(1);
    expect(s.output()).not.toMatch(/"msg":"redis error"/);

    // Redis appears: the process uses it without a restart (the per-address sign-in count lands in it).
    redis = await privateRedis({ port });
    await redis.start();
    const r = redis;
    const admin = r.client();
    await eventually(() => s.output().includes('Redis reachable again'), 10_000, 'reconnect');
    await eventually(
      async () => {
        await signIn(s, 'nobody@demo.test', 'Wrong-Pass-1!');
        return (await admin.keys('login-ip:*')).length > 0;
      },
      5_000,
      'sign-in limits shared through Redis',
    );

    // member2 is locked: the right password is refused.
    const guesses = [];
    for (let i = 0; i < ATTEMPTS_PER_ACCOUNT; i++) guesses.push(await signIn(s, 'member2@demo.test', 'Wrong-Pass-1!'));
    expect(guesses.at(-1)?.code).toBe('ACCOUNT_LOCKED');
    expect((await signIn(s, 'member2@demo.test')).code).toBe('ACCOUNT_LOCKED');

    // Redis stops (and comes back empty: nothing is persisted).
    await r.stop();
    const during = await signIn(s, 'member3@demo.test');
    expect(during.status).toBe(200);
    // Not held up by the missing Redis: in line with the sign-ins made while it answered, measured in this run.
    expect(during.ms).toBeLessThan(4 * Math.max(...guesses.map((g) => g.ms)));
    expect((await signIn(s, 'member2@demo.test')).code).toBe('ACCOUNT_LOCKED');
    await r.start();
    // It came back without the counts it held.
    expect(await admin.keys('login-ip:*')).toEqual([]);
    await eventually(() => count(s.output(), 'Redis reachable again') === 2, 10_000, 'second reconnect');
    const after = await signIn(s, 'member2@demo.test');
    expect(after.status).toBe(423);
    expect(after.code).toBe('ACCOUNT_LOCKED');
    expect(await login(s.url, 'member1@demo.test')).toMatch(/^ey/);
    expect(s.child.exitCode).toBeNull();
    expect(s.output()).not.toMatch(/unhandled error/);
  }, 60_000);
});
