import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { channels, REALTIME_PATH } from '@chapter/shared/realtime.schemas';
import { Centrifuge, type Subscription } from 'centrifuge';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startNginx } from '../ops/nginx.ts';
import {
  api,
  freePort,
  login,
  pgQuery,
  privateSchema,
  productionEnv,
  rawRequest,
  type ServerProcess,
  sqliteEnv,
  startServer,
  stopServer,
  tokenUserId,
} from '../test/server-process.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/**
 * Per-address limits (sign-in failures, reset requests) live in Redis, which outlives a run: the calls that
 * count against them come from an address of this run's own (X-Forwarded-For, the processes trust it).
 */
const runAddress = { 'x-forwarded-for': `10.${[0, 0, 0].map(() => randomBytes(1)[0]).join('.')}` };

function client(url: string, token: string): Centrifuge {
  return new Centrifuge(`${url.replace('http', 'ws')}${REALTIME_PATH}`, { websocket: WebSocket, token });
}

/** Subscribes (and connects the client if needed); collects what the channel receives. */
async function listen(c: Centrifuge, channel: string): Promise<{ sub: Subscription; received: unknown[] }> {
  const received: unknown[] = [];
  const sub = c.newSubscription(channel);
  sub.on('publication', (ctx) => received.push(ctx.data));
  const subscribed = new Promise((r) => sub.once('subscribed', r));
  sub.subscribe();
  if (c.state !== 'connected' && c.state !== 'connecting') c.connect();
  await subscribed;
  return { sub, received };
}

/**
 * Two real server processes on one PostgreSQL + Redis (docs/security-checklist.md, reliability 10): nothing is
 * shared but the database and Redis, so module state cannot fake cross-node behaviour. Also nginx on the shipped
 * site configuration in front of both, as `npm run multi-node` runs it (docs/production.md).
 */
describe.runIf(pgUrl && redisUrl)('two server processes on PostgreSQL + Redis', () => {
  const nodes: ServerProcess[] = [];
  const clients: Centrifuge[] = [];
  const cleanups: (() => unknown)[] = [];
  let sink: SmtpSink;
  let dbUrl: string;
  /** The port of the push test's local push service, which the processes are told about at start. */
  let pushPort: number;

  beforeAll(async () => {
    const schema = await privateSchema(pgUrl as string, 'mp');
    const data = sqliteEnv();
    sink = await startSmtpSink();
    cleanups.push(schema.drop, data.cleanup, () => sink.stop());
    dbUrl = schema.url;
    // TRUST_PROXY as behind nginx; the tests that call a process directly send no X-Forwarded-For.
    pushPort = await freePort();
    const env = {
      ...productionEnv(schema.url, data.dataDir, redisUrl),
      SMTP_URL: sink.url,
      TRUST_PROXY: '1',
      // Production calls only browsers' push services; the test's local one is added the one way there is.
      PUSH_TEST_SERVICE_ORIGINS: `http://127.0.0.1:${pushPort}`,
    };
    // One after the other: the first migrates and seeds, the second finds both done.
    nodes.push(await startServer(env));
    nodes.push(await startServer(env));
  }, 120_000);

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await Promise.all(nodes.map((n) => stopServer(n)));
    for (const c of cleanups.reverse()) await c();
  }, 60_000);

  it('delivers messages, read receipts, typing and presence across nodes', async () => {
    const [node1, node2] = nodes as [ServerProcess, ServerProcess];
    const annToken = await login(node1.url, 'member1@demo.test');
    const bobToken = await login(node2.url, 'member2@demo.test');
    const annId = tokenUserId(annToken);
    const bobId = tokenUserId(bobToken);

    const bob = client(node2.url, bobToken);
    const ann = client(node1.url, annToken);
    clients.push(bob, ann);
    const bobInbox = await listen(bob, channels.inbox(bobId));
    const annInbox = await listen(ann, channels.inbox(annId));

    const sent = await api(node1.url, annToken, '/api/inbox/messages', {
      method: 'POST',
      body: { recipientId: bobId, content: 'across nodes', clientMessageId: 'mp-1' },
    });
    expect(sent.status).toBe(201);
    const { conversationId, id: messageId } = (await sent.json()) as { conversationId: number; id: number };
    await expect.poll(() => bobInbox.received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(bobInbox.received[0]).toMatchObject({ type: 'new_message', message: { content: 'across nodes' } });

    // Read receipt: Bob reads on node 2, Ann's client on node 1 hears it.
    expect(
      (await api(node2.url, bobToken, `/api/inbox/conversations/${conversationId}/read`, { method: 'POST' })).status,
    ).toBe(200);
    await expect
      .poll(() => annInbox.received.find((e) => (e as { type: string }).type === 'read_status_update'), {
        timeout: 10_000,
      })
      .toMatchObject({ conversationId, messageIds: [messageId], isRead: true });

    // Presence on the conversation is the same from both nodes.
    const annConv = await listen(ann, channels.conversation(conversationId));
    const bobConv = await listen(bob, channels.conversation(conversationId));
    await expect.poll(async () => (await annConv.sub.presenceStats()).numClients, { timeout: 10_000 }).toBe(2);
    expect((await bobConv.sub.presenceStats()).numUsers).toBe(2);

    // Typing: Bob (node 2) types; Ann (node 1) sees it on the conversation and on her own typing channel.
    const annTyping = await listen(ann, channels.typingConversation(conversationId));
    const annTypingUser = await listen(ann, channels.typingUser(annId));
    const bobTyping = await listen(bob, channels.typingConversation(conversationId));
    await bobTyping.sub.publish({ type: 'typing', isTyping: true, conversationId, timestamp: Date.now() });
    await expect.poll(() => annTyping.received.length, { timeout: 10_000 }).toBe(1);
    expect(annTyping.received[0]).toMatchObject({ type: 'typing', isTyping: true, userId: bobId });
    await expect.poll(() => annTypingUser.received.length, { timeout: 10_000 }).toBe(1);
  }, 60_000);

  it('counts failed sign-ins across nodes: the lock-out holds on either', async () => {
    const email = `lock-${randomBytes(4).toString('hex')}@example.test`;
    const attempt = (i: number) =>
      fetch(`${(nodes[i % 2] as ServerProcess).url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...runAddress },
        body: JSON.stringify({ email, password: 'Wrong-Pass-2026!' }),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { code: string; remainingAttempts?: number },
      }));
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push(await attempt(i));
    expect(seen.map((s) => s.body.remainingAttempts)).toEqual([4, 3, 2, 1]);
    // The fifth failure (on node 2) uses up the budget; both nodes then refuse.
    for (const i of [4, 5, 6]) expect((await attempt(i)).body.code).toBe('ACCOUNT_LOCKED');
  }, 30_000);

  it('sends a member one push for a message, whichever node handled it', async () => {
    const [node1, node2] = nodes as [ServerProcess, ServerProcess];
    const pushes: string[] = [];
    const service = createServer((req, res) => {
      pushes.push(req.url ?? '');
      req.resume();
      req.on('end', () => res.writeHead(201).end());
    });
    await new Promise<void>((r) => service.listen(pushPort, '127.0.0.1', r));
    cleanups.push(() => new Promise((r) => service.close(r)));
    const endpoint = `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/ann-phone`;

    const annToken = await login(node1.url, 'member6@demo.test');
    const bobToken = await login(node2.url, 'member7@demo.test');
    await api(node1.url, annToken, '/api/settings', {
      method: 'PUT',
      body: { category: 'notifications', setting: 'push', value: true },
    });
    // The device's row is stored directly, as the route stores it.
    const claims = JSON.parse(Buffer.from(annToken.split('.')[1] as string, 'base64url').toString());
    await pgQuery(
      dbUrl,
      `insert into push_subscriptions (endpoint, user_id, session_id, p256dh, auth, created_at)
       values ('${endpoint}', ${claims.sub}, '${claims.sid}', '${createECDH('prime256v1').generateKeys('base64url')}',
               '${randomBytes(16).toString('base64url')}', '${new Date().toISOString()}')`,
    );
    const message = (content: string) =>
      api(node2.url, bobToken, '/api/inbox/messages', {
        method: 'POST',
        body: { recipientId: tokenUserId(annToken), content, clientMessageId: randomBytes(8).toString('hex') },
      });
    expect((await message('First')).status).toBe(201);
    await expect.poll(() => pushes.length, { timeout: 10_000 }).toBe(1);
    expect((await message('Second')).status).toBe(201);
    await expect.poll(() => pushes.length, { timeout: 10_000 }).toBe(2);
    expect(pushes).toEqual(['/push/ann-phone', '/push/ann-phone']);
  });

  it('runs each scheduled job period once and sends each e-mail once', async () => {
    const [node1, node2] = nodes as [ServerProcess, ServerProcess];
    // The reset budget is per address and lives in Redis, which outlasts a run: earlier runs on this machine's Redis
    // (or one beside this) asked for these demo accounts' resets within the hour, so their budget starts full here.
    const redis = new Redis(redisUrl as string);
    await redis.del(...['member3', 'member4', 'member5'].map((m) => `reset-account:${m}@demo.test`));
    redis.disconnect();
    // Each node asked for a reset of a different account, and both may pick up either outbox row.
    for (const [node, email] of [
      [node1, 'member3@demo.test'],
      [node2, 'member4@demo.test'],
      [node1, 'member5@demo.test'],
    ] as const) {
      const res = await fetch(`${node.url}/api/reset-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...runAddress },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
    }
    await expect
      // The demo's past announcements stay 'held' (written as if no provider was configured); nothing else may wait.
      .poll(async () => (await pgQuery(dbUrl, "select 1 from outbox where status not in ('sent', 'held')")).length, {
        timeout: 20_000,
      })
      .toBe(0);
    const sentRows = await pgQuery<{ n: string }>(dbUrl, "select count(*) as n from outbox where status = 'sent'");
    const received = sink.messages.map((m) => `${m.to.join()}|${m.subject}`);
    expect(new Set(received).size).toBe(received.length);
    expect(received.length).toBe(Number(sentRows[0]?.n));
    expect(received.filter((r) => r.includes('Reset your password'))).toHaveLength(3);

    // Both nodes ran the hourly renewal job at start; the period was claimed once.
    const runs = await pgQuery<{ period: string; n: string }>(
      dbUrl,
      "select period, count(*) as n from job_runs where job = 'renewal-reminders' group by period",
    );
    expect(runs.length).toBeGreaterThan(0);
    for (const r of runs) expect(Number(r.n)).toBe(1);
  }, 40_000);

  it('works behind nginx: HTTP, WebSocket upgrades, the client address, gzip', async () => {
    const nginx = await startNginx({
      listenPort: await freePort(),
      upstreams: nodes.map((n) => ({ host: '127.0.0.1', port: n.port })),
    });
    cleanups.push(() => nginx.stop());
    const url = nginx.url;
    const annToken = await login(url, 'member6@demo.test');
    const bobToken = await login(url, 'member7@demo.test');
    const bobId = tokenUserId(bobToken);
    const bobs = [client(url, bobToken), client(url, bobToken), client(url, bobToken)];
    clients.push(...bobs);
    const inboxes = await Promise.all(bobs.map((b) => listen(b, channels.inbox(bobId))));
    for (let i = 0; i < 2; i++) {
      const res = await api(url, annToken, '/api/inbox/messages', {
        method: 'POST',
        body: { recipientId: bobId, content: `via nginx ${i}`, clientMessageId: `nginx-${i}` },
      });
      expect(res.status).toBe(201);
    }
    for (const inbox of inboxes) await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(2);

    // The session records the address nginx saw, not what the client claimed (from another loopback address).
    const signIn = await rawRequest(`${url}/api/login`, {
      method: 'POST',
      localAddress: '127.0.0.2',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
      body: JSON.stringify({ email: 'member8@demo.test', password: 'Demo-Pass-2026!' }),
    });
    expect(signIn.status).toBe(200);
    const { token } = JSON.parse(signIn.body.toString()) as { token: string };
    const sid = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid as string;
    const [session] = await pgQuery<{ ip: string }>(dbUrl, `select ip from sessions where id = '${sid}'`);
    expect(session?.ip).toBe('127.0.0.2');

    // API JSON leaves the server uncompressed; nginx compresses it for a client that accepts gzip.
    const roster = await rawRequest(`${url}/api/members`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(roster.status).toBe(200);
    expect(roster.headers['content-encoding']).toBe('gzip');
    expect(roster.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(gunzipSync(roster.body).toString())).toBeTruthy();
    const direct = await rawRequest(`${(nodes[0] as ServerProcess).url}/api/members`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(direct.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(roster.body).length).toBe(direct.body.length);
  }, 30_000);
});
