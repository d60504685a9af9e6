import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startNginx } from '../ops/nginx.ts';
import { superviseReadiness, UpstreamSet } from '../ops/rolling-restart.ts';
import { type LoadRecorder, recordLoad, type Sample } from '../test/load-recorder.ts';
import { privateServicesAvailable, startPrivatePostgres, startPrivateRedis } from '../test/private-services.ts';
import {
  api,
  freePort,
  login,
  productionEnv,
  type ServerProcess,
  sqliteEnv,
  startServer,
  stopServer,
} from '../test/server-process.ts';

const runs =
  Boolean(process.env.TEST_DATABASE_URL) &&
  privateServicesAvailable() &&
  existsSync(process.env.NGINX_BIN || '/usr/sbin/nginx');

/** The dependency was away from `from` (stop signal sent) to `to` (answering queries again), ms on the load's clock. */
interface Away {
  from: number;
  to: number;
}
/** The bound: errors last no longer than the dependency's own outage plus one second. */
const GRACE_MS = 1_000;
const during = (s: Sample, w: Away) => s.done >= w.from && s.done <= w.to + GRACE_MS;

const ASSET = '/assets/app-3f2a1c9d.js';

/** A built web app as the server serves it: the shell and one hashed asset. */
function webDist(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'chapter-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Chapter</title><script src="${ASSET}"></script>`);
  writeFileSync(path.join(dir, ASSET), 'console.log("chapter");\n');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const signIn = (url: string, email: string, password = 'Demo-Pass-2026!') =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

/** Stops the service, leaves it away for a second (a restart of a loaded server's length), starts it again. */
async function restart(load: LoadRecorder, service: { stop(): Promise<void>; start(): Promise<void> }): Promise<Away> {
  const from = load.now();
  await service.stop();
  await new Promise((r) => setTimeout(r, 1_000));
  await service.start();
  const away = { from, to: load.now() };
  // Long enough past the bound to see the errors end.
  while (load.now() < away.to + GRACE_MS + 600) await new Promise((r) => setTimeout(r, 50));
  return away;
}

const summary = (samples: Sample[]) =>
  samples.map((s) => `${s.kind} ${s.status} at ${s.done.toFixed(0)} (${(s.done - s.sent).toFixed(0)} ms)`);

/**
 * A short outage of PostgreSQL or Redis stays as short as it was (docs/decisions/0012-health-that-does-not-amplify.md):
 * two real processes behind nginx on the shipped site, with `/readyz` supervision as docs/production.md describes,
 * on a PostgreSQL cluster and a redis-server of this test's own that it restarts under load. Static files and the
 * app shell never fail; an API call fails only if it needs what is away, with the product's 503, and only
 * while it is away (+1 s); no process is taken out of nginx.
 */
describe.runIf(runs)('PostgreSQL and Redis restarts behind nginx', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  }, 30_000);

  it('fails only the API calls that need what is away, only while it is away; static files never', async () => {
    const begun = performance.now();
    const [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    cleanups.push(postgres.destroy, redis.destroy);
    const web = webDist();
    const data = sqliteEnv();
    cleanups.push(web.cleanup, data.cleanup);
    const env = { ...productionEnv(postgres.url, data.dataDir, redis.url), TRUST_PROXY: '1', WEB_DIST: web.dir };
    const procs: ServerProcess[] = [];
    cleanups.push(() => Promise.all(procs.map((p) => stopServer(p))));
    // Both at once: migrations take a lock, so one runs them and the other waits; only the first seeds.
    procs.push(...(await Promise.all([startServer(env), startServer({ ...env, DEMO_SEED: '0' })])));
    const nodes = procs.map((p) => ({ host: '127.0.0.1', port: p.port }));
    const nginx = await startNginx({ listenPort: await freePort(), upstreams: nodes });
    cleanups.push(() => nginx.stop());
    // The readiness recipe of docs/production.md, at a brisk pace: any process it took out is logged here.
    const takenOut: string[] = [];
    const supervisor = superviseReadiness(new UpstreamSet(nginx, nodes), {
      intervalMs: 250,
      log: (line) => takenOut.push(line),
    });
    cleanups.push(() => supervisor.stop());

    const token = await login(nginx.url, 'member1@demo.test');
    // An account locked (five wrong passwords) before the restarts: the lock-out is kept in the database.
    for (let i = 0; i < 5; i++) await (await signIn(nginx.url, 'member4@demo.test', 'wrong-password')).text();
    const lockedBefore = await signIn(nginx.url, 'member4@demo.test');
    expect(((await lockedBefore.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
    const setupMs = performance.now() - begun;

    // One member signing in again and again with the right password: attempts that fail because the database is away
    // must not count toward a lock-out.
    const load = recordLoad([
      { kind: 'static', pauseMs: 20, send: () => fetch(`${nginx.url}${ASSET}`) },
      { kind: 'shell', pauseMs: 20, send: () => fetch(`${nginx.url}/members`) },
      // Several at once, as several members would: enough 503s for nginx's max_fails, if it counted them.
      ...[1, 2, 3].map(() => ({ kind: 'api', pauseMs: 20, send: () => api(nginx.url, token, '/api/profile') })),
      // A password hash each: a slower pace leaves the CPU to the restarts.
      { kind: 'sign-in', pauseMs: 100, send: () => signIn(nginx.url, 'member3@demo.test') },
    ]);
    cleanups.push(() => load.stop());
    await new Promise((r) => setTimeout(r, 500));
    const pgAway = await restart(load, postgres);
    const redisAway = await restart(load, redis);
    await load.stop();
    supervisor.stop();
    const lockedAfter = await signIn(nginx.url, 'member4@demo.test');
    const lockedAfterBody = await lockedAfter.text();

    const failed = load.failures();
    /** How long errors lasted: from the stop to the last error before the next outage. */
    const errors = (away: Away, next: number) => {
      const last = Math.max(
        away.from,
        ...failed.filter((s) => s.done >= away.from && s.done < next).map((s) => s.done),
      );
      return `away ${(away.to - away.from).toFixed(0)} ms, errors for ${(last - away.from).toFixed(0)} ms`;
    };
    console.log(
      `set-up ${setupMs.toFixed(0)} ms; PostgreSQL ${errors(pgAway, redisAway.from)}; ` +
        `Redis ${errors(redisAway, Number.POSITIVE_INFINITY)}; ${load.samples.length} requests, ` +
        `failed: ${JSON.stringify(summary(failed))}; locked account after the Redis restart: ` +
        `${lockedAfter.status} ${lockedAfterBody.slice(0, 60)}`,
    );

    // Never touched PostgreSQL or Redis: never failed, and nginx never answered for itself (502/504).
    expect(load.failures('static')).toEqual([]);
    expect(load.failures('shell')).toEqual([]);
    // No process was taken out: the dependencies' outages were no fault of theirs.
    expect(takenOut).toEqual([]);
    // Every failure is the product's 503, answered by a process.
    for (const s of failed) {
      expect(s.status, `${s.kind} ${s.body}`).toBe(503);
      expect(JSON.parse(s.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
    // A read of the database failed only while PostgreSQL was away (+1 s); Redis's restart did not touch it.
    const apiFailed = load.failures('api');
    expect(apiFailed.length, 'the PostgreSQL restart made API calls fail').toBeGreaterThan(0);
    expect(apiFailed.filter((s) => !during(s, pgAway))).toEqual([]);
    // Sign-in needs the database only: it failed only while PostgreSQL was away (+1 s), and went on through Redis's
    // restart; the account locked before stays locked.
    expect(load.failures('sign-in').filter((s) => !during(s, pgAway))).toEqual([]);
    expect(lockedAfter.status).toBe(423);
    expect(JSON.parse(lockedAfterBody)).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    // And each kind succeeded again after each outage's bound.
    for (const [away, next] of [
      [pgAway, redisAway.from],
      [redisAway, Number.POSITIVE_INFINITY],
    ] as const) {
      for (const kind of ['static', 'shell', 'api', 'sign-in']) {
        const after = load.samples.filter((s) => s.kind === kind && s.sent > away.to + GRACE_MS && s.done < next);
        expect(after.length, `${kind} after ${away.to}`).toBeGreaterThan(0);
        expect(after.filter((s) => s.status !== 200)).toEqual([]);
      }
    }
  }, 60_000);
});
