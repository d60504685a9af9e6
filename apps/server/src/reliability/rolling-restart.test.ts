import { Agent, request } from 'node:http';
import { channels, REALTIME_PATH } from '@chapter/shared/realtime.schemas';
import { Centrifuge } from 'centrifuge';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Nginx, startNginx } from '../ops/nginx.ts';
import { rollingRestart, UpstreamSet } from '../ops/rolling-restart.ts';
import {
  freePort,
  login,
  privateSchema,
  productionEnv,
  type ServerProcess,
  sqliteEnv,
  startServer,
  stopServer,
  tokenUserId,
} from '../test/server-process.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const CLIENTS = 6;
const LOAD_PAUSE_MS = 20;

interface Tally {
  sent: number;
  ok: number;
  failed: string[];
  /** Resent once: nginx closed the idle keep-alive connection (a reload) as the request went out. */
  resent: number;
}

/**
 * An HTTP client on one keep-alive connection, like a browser tab's: a request that went out on a reused
 * connection the other side closed before answering (ECONNRESET) is sent again once, as browsers do and as
 * Node's documentation recommends (`request.reusedSocket`). nginx closes its idle keep-alive connections on
 * every reload; the test checks below that nginx never read such a request.
 */
function httpClient(base: string, tally: Tally) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = (method: string, route: string, token: string, body?: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${base}${route}`,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          res.on('error', reject);
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => reject(Object.assign(err, { reused: req.reusedSocket })));
      req.end(payload);
    });
  return {
    async send(method: string, route: string, token: string, body?: unknown): Promise<string | undefined> {
      tally.sent++;
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await once(method, route, token, body);
          if (res.status >= 200 && res.status < 300) {
            tally.ok++;
            return res.text;
          }
          tally.failed.push(`${method} ${route}: ${res.status} ${res.text}`);
          return undefined;
        } catch (err) {
          const e = err as NodeJS.ErrnoException & { reused?: boolean };
          if (attempt === 0 && e.reused && e.code === 'ECONNRESET') {
            tally.resent++;
            continue;
          }
          tally.failed.push(`${method} ${route}: ${e.code ?? e.message}`);
          return undefined;
        }
      }
    },
    close: () => agent.destroy(),
  };
}

/** A member's device on the conversation channel: the sequence numbers it received, and how it got them. */
function subscriber(url: string, token: string, conversationId: number) {
  const state = {
    seqs: [] as number[],
    connects: 0,
    resubscribes: 0,
    notRecovered: 0,
    /** Publications delivered by a recovery (in the subscribe reply), not live. */
    recovered: 0,
  };
  const centrifuge = new Centrifuge(`${url.replace('http', 'ws')}${REALTIME_PATH}`, { websocket: WebSocket, token });
  centrifuge.on('connected', () => {
    state.connects++;
  });
  const sub = centrifuge.newSubscription(channels.conversation(conversationId));
  let recovering = false;
  sub.on('subscribed', (ctx) => {
    if (!ctx.wasRecovering) return;
    state.resubscribes++;
    if (!ctx.recovered) state.notRecovered++;
    // The SDK hands over the recovered publications right after this event, in the same turn.
    recovering = true;
    queueMicrotask(() => {
      recovering = false;
    });
  });
  sub.on('publication', (ctx) => {
    const event = ctx.data as { type: string; message?: { content: string } };
    const seq = /^seq (\d+)$/.exec(event.message?.content ?? '')?.[1];
    if (event.type !== 'new_message' || seq === undefined) return;
    state.seqs.push(Number(seq));
    if (recovering) state.recovered++;
  });
  const subscribed = new Promise((resolve) => sub.once('subscribed', resolve));
  sub.subscribe();
  centrifuge.connect();
  return { state, subscribed, close: () => centrifuge.disconnect() };
}

/**
 * A rolling restart behind nginx loses nothing (docs/production.md "Rolling deploy"): two processes on
 * PostgreSQL + Redis, steady reads and writes through nginx, devices receiving a numbered stream of messages;
 * the processes are replaced one at a time by the same code as `npm run multi-node`'s SIGHUP.
 */
describe.runIf(pgUrl && redisUrl)('rolling restart behind nginx', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  }, 30_000);

  it('replaces both processes under load: no failed request, every device gets every message once, in order', async () => {
    const schema = await privateSchema(pgUrl as string, 'rr');
    const data = sqliteEnv();
    cleanups.push(schema.drop, data.cleanup);
    const env = { ...productionEnv(schema.url, data.dataDir, redisUrl), TRUST_PROXY: '1' };
    const procs: ServerProcess[] = [];
    cleanups.push(() => Promise.all(procs.map((p) => stopServer(p))));
    // One after the other: the first migrates and seeds.
    procs.push(await startServer(env));
    procs.push(await startServer(env));
    const nodes = procs.map((p) => ({ host: '127.0.0.1', port: p.port }));
    const nginx: Nginx = await startNginx({ listenPort: await freePort(), upstreams: nodes });
    cleanups.push(() => nginx.stop());
    const set = new UpstreamSet(nginx, nodes);

    const tokens = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => login(nginx.url, `member${i}@demo.test`)));
    const [ann, bob, carol, dan, erin, frank] = tokens as [string, string, string, string, string, string];
    const tally: Tally = { sent: 0, ok: 0, failed: [], resent: 0 };
    const setup = httpClient(nginx.url, tally);
    const first = await setup.send('POST', '/api/inbox/messages', ann, {
      recipientId: tokenUserId(bob),
      content: 'seq 0',
      clientMessageId: 'rr-0',
    });
    const conversationId = (JSON.parse(first as string) as { conversationId: number }).conversationId;
    setup.close();

    const devices = Array.from({ length: CLIENTS }, () => subscriber(nginx.url, bob, conversationId));
    cleanups.push(() => {
      for (const d of devices) d.close();
    });
    await Promise.all(devices.map((d) => d.subscribed));

    let running = true;
    let published = 0;
    const loops: Promise<void>[] = [];
    /** A client sending one request after another, `pauseMs` apart: steady load that leaves the CPU for restarts. */
    const loop = (pauseMs: number, body: (client: ReturnType<typeof httpClient>) => Promise<void>) => {
      const client = httpClient(nginx.url, tally);
      loops.push(
        (async () => {
          while (running) {
            await body(client);
            if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
          }
          client.close();
        })(),
      );
    };
    // The numbered stream: one message at a time, the next once the previous was accepted.
    loop(0, async (client) => {
      const seq = published + 1;
      const body = { recipientId: tokenUserId(bob), content: `seq ${seq}`, clientMessageId: `rr-${seq}` };
      if ((await client.send('POST', '/api/inbox/messages', ann, body)) !== undefined) published = seq;
    });
    // Other writes and reads, at the same time.
    let n = 0;
    for (const [from, to] of [
      [carol, dan],
      [erin, frank],
    ] as const) {
      loop(LOAD_PAUSE_MS, async (client) => {
        const body = { recipientId: tokenUserId(to), content: `load ${++n}`, clientMessageId: `load-${n}` };
        await client.send('POST', '/api/inbox/messages', from, body);
      });
    }
    for (const [route, token] of [
      ['/api/inbox', carol],
      ['/api/members', dan],
      ['/api/profile', erin],
    ] as const) {
      loop(LOAD_PAUSE_MS, async (client) => {
        await client.send('GET', route, token);
      });
    }

    const received = (atLeast: number) => devices.every((d) => d.state.seqs.length >= atLeast);
    await expect.poll(() => published >= 20 && received(20), { timeout: 10_000 }).toBe(true);
    const restartStarted = Date.now();
    await rollingRestart(set, {
      stop: async (i) => {
        await stopServer(procs[i] as ServerProcess);
      },
      start: async (i) => {
        procs[i] = await startServer(env, nodes[i]?.port);
      },
      log: (line) => console.log(Date.now() - restartStarted, line),
    });
    const restartMs = Date.now() - restartStarted;
    const afterRestart = published;
    await expect.poll(() => published >= afterRestart + 20, { timeout: 10_000 }).toBe(true);
    running = false;
    await Promise.all(loops);

    const total = published;
    await expect.poll(() => received(total), { timeout: 15_000 }).toBe(true);
    const loadLines = () =>
      nginx
        .accessLog()
        .split('\n')
        .filter((l) => /"(GET|POST) \/api\/(inbox|members|profile)/.test(l));
    // nginx writes a request's line just after the answer went out: wait for the last ones.
    await expect.poll(() => loadLines().length >= tally.ok, { timeout: 5_000 }).toBe(true);
    const logged = loadLines();
    const retried = logged.filter((l) => / upstream_status=\S+, /.test(l));
    console.log(
      `rolling restart took ${restartMs} ms; requests ${tally.sent}, ok ${tally.ok}, failed ${tally.failed.length}, ` +
        `resent after a keep-alive close ${tally.resent}, retried by nginx ${retried.length} ` +
        `(${retried.filter((l) => l.includes('"GET')).length} GET); messages per device ${total}; ` +
        `connects per device ${devices.map((d) => d.state.connects).join('/')}; ` +
        `recovered publications per device ${devices.map((d) => d.state.recovered).join('/')}`,
    );

    expect(tally.failed).toEqual([]);
    expect(tally.ok).toBe(tally.sent);
    // Every request nginx read was answered 2xx, and it read each request once: a resent one never reached it.
    expect(logged.filter((l) => !/" 2\d\d /.test(l))).toEqual([]);
    expect(logged).toHaveLength(tally.ok);
    // A POST is never resent by nginx after it reached a process; only a refused connection moves it on.
    for (const l of retried.filter((l) => l.includes('"POST'))) expect(l).toMatch(/upstream_status=(502, )+2\d\d$/);

    const expected = Array.from({ length: total }, (_, i) => i + 1);
    for (const device of devices) {
      expect(device.state.seqs).toEqual(expected);
      // Each device lost its connection at least once (its process stopped) and came back through nginx.
      expect(device.state.connects).toBeGreaterThanOrEqual(2);
      expect(device.state.resubscribes).toBeGreaterThanOrEqual(1);
      expect(device.state.notRecovered).toBe(0);
    }
    // What was published while devices were away reached them by recovery, not live.
    expect(devices.reduce((sum, d) => sum + d.state.recovered, 0)).toBeGreaterThan(0);
  }, 60_000);
});
