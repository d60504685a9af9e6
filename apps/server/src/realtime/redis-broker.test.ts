import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { channels } from '@chapter/shared/realtime.schemas';
import type { Centrifuge, PublicationContext, SubscribedContext } from 'centrifuge';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import {
  connected,
  disconnectedWith,
  groupMembers,
  type LiveApp,
  type Member,
  sdkClient,
  sendMessage,
  startLiveApp,
  waitFor,
} from '../test/realtime-kit.ts';
import { testClient } from '../test/test-client.ts';
import { realtimeClusterId } from './realtime.repository.ts';
import { DEFAULT_TUNING } from './realtime-tuning.ts';
import { RedisBroker } from './redis-broker.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const silentLog = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;

describe('Redis broker', () => {
  it('fails a publish fast when Redis is unreachable (the database stays the source of truth)', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    dead.on('error', () => {});
    const broker = new RedisBroker(dead, 'rt:dead', { ...DEFAULT_TUNING }, silentLog);
    // Refused before it is written anywhere (no offline queue, no reconnect to wait for), not timed out later.
    await expect(broker.publish('inbox:1', '{"data":1}', true)).rejects.toThrow(/enableOfflineQueue options is false/);
    expect(dead.status).not.toBe('ready');
    await broker.close();
    dead.disconnect();
  });

  it.runIf(redisUrl)('rewrites kept publications at the same offsets, keeping the time to live', async () => {
    const redis = new Redis(redisUrl as string);
    const prefix = `rt:rewrite:${Date.now()}`;
    const broker = new RedisBroker(redis, prefix, { ...DEFAULT_TUNING, historyTtlMs: 60_000 }, silentLog);
    await broker.start({ onPublication() {}, onJoin() {}, onLeave() {}, onControl() {}, onResync() {} });
    for (const n of [1, 2, 3]) await broker.publish('inbox:1', `{"data":"secret ${n}"}`, true);
    const changed = await broker.rewriteHistory('inbox:1', (body) =>
      body.includes('secret 2') ? '{"data":"gone"}' : undefined,
    );
    expect(changed).toBe(1);
    const after = await broker.history('inbox:1', { limit: -1 });
    expect(after.publications.map((p) => [p.offset, p.body])).toEqual([
      [1, '{"data":"secret 1"}'],
      [2, '{"data":"gone"}'],
      [3, '{"data":"secret 3"}'],
    ]);
    expect(await redis.pttl(`${prefix}:stream:inbox:1`)).toBeGreaterThan(50_000);
    expect(await broker.publish('inbox:1', '{"data":4}', true)).toEqual({ offset: 4, epoch: after.position.epoch });
    await broker.close();
    redis.disconnect();
  });
});

/**
 * Two app instances on one database and one Redis act as one server (docs/security-checklist.md, reliability 10).
 * The database is the PostgreSQL test database when TEST_DATABASE_URL is set, otherwise a SQLite file both
 * instances open.
 */
describe.runIf(redisUrl)('two server processes on one Redis', () => {
  const opened: { close(): unknown }[] = [];
  let dir: string | undefined;
  afterEach(async () => {
    for (const c of opened.splice(0)) await c.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function twoNodes(): Promise<[LiveApp, LiveApp]> {
    let shared: { databaseUrl?: string; sqliteFile?: string };
    if (process.env.TEST_DATABASE_URL) shared = {};
    else {
      dir = mkdtempSync(path.join(tmpdir(), 'chapter-two-nodes-'));
      shared = { databaseUrl: undefined, sqliteFile: path.join(dir, 'shared.sqlite') };
    }
    const node1 = await startLiveApp({ redisUrl, ...shared });
    opened.push(node1);
    const node2 = await startLiveApp({ redisUrl, ...shared, databaseUrl: node1.config.databaseUrl });
    opened.unshift(node2);
    return [node1, node2];
  }

  function client(node: LiveApp, m: Member): Centrifuge {
    const c = sdkClient(node, m.token);
    opened.unshift({ close: () => c.disconnect() });
    return c;
  }

  it('delivers a message sent through node 1 to a client on node 2, shares presence and revocations', async () => {
    const [node1, node2] = await twoNodes();
    const [ann, bob] = (await groupMembers(node1, 2)) as [Member, Member];
    const bobClient = client(node2, bob);
    await connected(bobClient);
    const pubs: PublicationContext[] = [];
    const inbox = bobClient.newSubscription(channels.inbox(bob.id));
    inbox.on('publication', (ctx) => pubs.push(ctx));
    inbox.subscribe();
    await inbox.ready();

    const sent = await sendMessage(node1, ann, { recipientId: bob.id }, 'across nodes');
    await waitFor(() => pubs.length === 1, 3000, 'cross-node push');
    expect(pubs[0]?.data).toMatchObject({ type: 'new_message', message: { id: sent.id, content: 'across nodes' } });

    // Presence of a conversation is the same seen from either node.
    const annClient = client(node1, ann);
    await connected(annClient);
    for (const c of [annClient, bobClient]) {
      const s = c.newSubscription(channels.conversation(sent.conversationId));
      s.subscribe();
      await s.ready();
    }
    const stats = await bobClient.presenceStats(channels.conversation(sent.conversationId));
    expect(stats).toEqual({ numClients: 2, numUsers: 2 });

    // Logging out through node 1 closes Bob's socket on node 2.
    const closed = disconnectedWith(bobClient);
    const res = await testClient(node1.app, bob).call('POST /api/logout');
    expect(res.statusCode).toBe(200);
    expect((await closed).code).toBe(3500);
  });

  it('recovers what was published while its pub/sub link was down', async () => {
    const node = await startLiveApp({ redisUrl });
    opened.push(node);
    const [ann, bob] = (await groupMembers(node, 2)) as [Member, Member];
    const bobClient = client(node, bob);
    await connected(bobClient);
    const ids: number[] = [];
    const subscribed: SubscribedContext[] = [];
    const inbox = bobClient.newSubscription(channels.inbox(bob.id));
    inbox.on('publication', (ctx) => ids.push((ctx.data as { message: { id: number } }).message.id));
    inbox.on('subscribed', (ctx) => subscribed.push(ctx));
    inbox.subscribe();
    await inbox.ready();

    const sent = [(await sendMessage(node, ann, { recipientId: bob.id }, 'before')).id];
    await waitFor(() => ids.length === 1);
    // Cut this node's subscriber connection; ioredis reconnects and the hub resynchronises its subscribers.
    const cluster = await realtimeClusterId(node.ctx.db);
    const admin = new Redis(redisUrl as string);
    const line = (await admin.client('LIST')) as string;
    const id = line
      .split('\n')
      .find((l) => l.includes(`name=rt:${cluster}:sub`))
      ?.match(/id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await admin.client('KILL', 'ID', id as string);
    admin.disconnect();
    for (const text of ['during', 'gap']) sent.push((await sendMessage(node, ann, { recipientId: bob.id }, text)).id);
    await waitFor(() => subscribed.length >= 2 && ids.length === 3, 5000, 'resync and recovery');
    // A later message is the barrier: a duplicate of a recovered one would have arrived before it.
    sent.push((await sendMessage(node, ann, { recipientId: bob.id }, 'after')).id);
    await waitFor(() => ids.length >= 4, 5000, 'live delivery after recovery');
    expect(ids).toEqual(sent);
    expect(subscribed.at(-1)).toMatchObject({ wasRecovering: true, recovered: true });
  });

  it('keeps the API working when Redis goes away: sends succeed, pushes are skipped', async () => {
    const node = await startLiveApp({ redisUrl });
    opened.push(node);
    const [ann, bob] = (await groupMembers(node, 2)) as [Member, Member];
    // Closed for good (ioredis does not reconnect after disconnect()), so a send that waited for Redis would never end.
    const redis = node.ctx.redis as Redis;
    const gone = once(redis, 'end');
    redis.disconnect();
    await gone;
    const sent = await sendMessage(node, ann, { recipientId: bob.id }, 'stored anyway');
    expect(redis.status).toBe('end');
    const inbox = await testClient(node.app, bob).ok('GET /api/inbox');
    expect(inbox.messages[0]).toMatchObject({ id: sent.id, content: 'stored anyway' });
  });
});
