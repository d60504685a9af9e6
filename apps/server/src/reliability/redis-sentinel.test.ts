import { afterAll, describe, expect, it } from 'vitest';
import { hasRedisServer, type PrivateRedis, privateRedis } from '../test/redis-server.ts';
import { login, type ServerProcess, sqliteEnv, startServer, stopServer } from '../test/server-process.ts';

const MASTER_NAME = 'chapter-test';

async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const begun = performance.now();
  while (!(await check())) {
    if (performance.now() - begun > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return performance.now() - begun;
}

const wrongSignIn = (server: ServerProcess) =>
  fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@demo.test', password: 'Wrong-Pass-1!' }),
  });

/**
 * Redis through Sentinel (docs/redis.md "Failover"): a real master, its replica and a sentinel, all private
 * redis-servers on ports of their own. The process finds the master through the sentinel, and when the master
 * dies the sentinel promotes the replica and the process follows it without a restart, sign-in working all
 * along. Evidence of which server the process writes to: the per-address sign-in count it keeps in Redis.
 * Runs in the Redis pass of CI only (TEST_REDIS_URL set), so it runs once.
 */
describe.runIf(hasRedisServer && process.env.TEST_REDIS_URL)('Redis Sentinel failover', () => {
  const started: PrivateRedis[] = [];
  let server: ServerProcess | undefined;
  const data = sqliteEnv();
  afterAll(async () => {
    if (server) await stopServer(server);
    for (const r of started.reverse()) await r.cleanup();
    data.cleanup();
  }, 20_000);

  it('connects through a sentinel and follows it to the promoted replica when the master dies', async () => {
    const master = await privateRedis();
    started.push(master);
    await master.start();
    const replica = await privateRedis({ args: ['--replicaof', '127.0.0.1', String(master.port)] });
    started.push(replica);
    await replica.start();
    const sentinel = await privateRedis({ sentinelOf: { name: MASTER_NAME, port: master.port } });
    started.push(sentinel);
    await sentinel.start();
    const onSentinel = sentinel.client();
    const onMaster = master.client();
    const onReplica = replica.client();
    const ipCount = async (c: ReturnType<PrivateRedis['client']>) => Number(await c.get('login-ip:127.0.0.1'));
    // The sentinel must know the replica before it can promote it.
    await eventually(
      async () => ((await onSentinel.call('SENTINEL', 'REPLICAS', MASTER_NAME)) as unknown[]).length > 0,
      10_000,
      'sentinel sees the replica',
    );

    server = await startServer({
      ...data.env,
      LOG_LEVEL: 'info',
      REDIS_SENTINELS: `127.0.0.1:${sentinel.port}`,
      REDIS_SENTINEL_MASTER: MASTER_NAME,
    });
    const s = server;
    expect((await wrongSignIn(s)).status).toBe(401);
    expect(await ipCount(onMaster)).toBe(1);
    await eventually(async () => (await ipCount(onReplica)) === 1, 5_000, 'replicated');

    await master.stop('SIGKILL');
    // Sign-in keeps working while the sentinel notices (1 s) and promotes the replica.
    expect(await login(s.url, 'member1@demo.test')).toMatch(/^ey/);
    // Redis's own part, timed by Redis: on a loaded machine a first promotion attempt can time out and the sentinel
    // tries again after twice its failover-timeout (10 s), which once took the whole failover past 15 s.
    await eventually(
      async () => {
        const named = (await onSentinel.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', MASTER_NAME)) as string[] | null;
        const promoted = (await onReplica.call('ROLE').then((r) => (r as string[])[0])) === 'master';
        return named?.[1] === String(replica.port) && promoted;
      },
      30_000,
      'the sentinel names the promoted replica master',
    );
    // Ours: once the sentinel has announced the new master, the process writes there within seconds.
    const followedMs = await eventually(
      async () => {
        await wrongSignIn(s);
        return (await ipCount(onReplica)) > 1;
      },
      5_000,
      'the process writes to the promoted replica',
    );
    expect(followedMs).toBeLessThan(5_000);
    expect(await login(s.url, 'member2@demo.test')).toMatch(/^ey/);
    expect(s.output()).toContain('Redis reachable again');
    expect(s.child.exitCode).toBeNull();
    expect(s.output()).not.toMatch(/unhandled error/);
  }, 60_000);
});
