import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { channels, REALTIME_PATH } from '@chapter/shared/realtime.schemas';
import { Centrifuge } from 'centrifuge';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const require = createRequire(import.meta.url);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'Demo-Pass-2026!';

interface Node {
  child: ChildProcess;
  url: string;
}

async function sql(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

/** Starts a real server process (the same entry point as `npm start`) and waits until it is ready. */
async function startNode(port: number, env: Record<string, string>): Promise<Node> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`node on ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`node on ${port} not ready`);
}

async function login(node: Node, email: string): Promise<string> {
  const res = await fetch(`${node.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

function client(node: Node, token: string): Centrifuge {
  return new Centrifuge(`${node.url.replace('http', 'ws')}${REALTIME_PATH}`, { websocket: WebSocket, token });
}

/**
 * Two real server processes on one PostgreSQL + Redis (QUALITY.md reliability 10): nothing is shared but
 * the database and Redis, so module state cannot fake cross-node delivery.
 */
describe.runIf(pgUrl && redisUrl)('two server processes on PostgreSQL + Redis', () => {
  const schema = `mp_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chapter-mp-'));
  const nodes: Node[] = [];
  const clients: Centrifuge[] = [];

  beforeAll(async () => {
    await sql(`create schema "${schema}"`);
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: `${pgUrl}${pgUrl?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
      REDIS_URL: redisUrl as string,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    };
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    // One after the other: the first migrates and seeds, the second finds both done.
    nodes.push(await startNode(base, env));
    nodes.push(await startNode(base + 1, env));
  }, 120_000);

  afterAll(async () => {
    for (const c of clients) c.disconnect();
    for (const n of nodes) {
      n.child.kill('SIGTERM');
      await new Promise((r) => n.child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await sql(`drop schema if exists "${schema}" cascade`);
  }, 60_000);

  it('delivers a message sent through node 1 to a client on node 2, and shares presence', async () => {
    const [node1, node2] = nodes as [Node, Node];
    const annToken = await login(node1, 'member1@demo.test');
    const bobToken = await login(node2, 'member2@demo.test');
    const bobId = Number(JSON.parse(Buffer.from(bobToken.split('.')[1] as string, 'base64url').toString()).sub);

    const bob = client(node2, bobToken);
    clients.push(bob);
    const received: unknown[] = [];
    const inbox = bob.newSubscription(channels.inbox(bobId));
    inbox.on('publication', (ctx) => received.push(ctx.data));
    const subscribed = new Promise((r) => inbox.once('subscribed', r));
    inbox.subscribe();
    bob.connect();
    await subscribed;

    const sent = await fetch(`${node1.url}/api/inbox/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${annToken}` },
      body: JSON.stringify({ recipientId: bobId, content: 'across nodes', clientMessageId: 'mp-1' }),
    });
    expect(sent.status).toBe(201);
    const { conversationId } = (await sent.json()) as { conversationId: number };
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(received[0]).toMatchObject({ type: 'new_message', message: { content: 'across nodes' } });

    // Presence on the conversation is the same from both nodes.
    const ann = client(node1, annToken);
    clients.push(ann);
    const annSub = ann.newSubscription(channels.conversation(conversationId));
    const bobSub = bob.newSubscription(channels.conversation(conversationId));
    const both = Promise.all([
      new Promise((r) => annSub.once('subscribed', r)),
      new Promise((r) => bobSub.once('subscribed', r)),
    ]);
    annSub.subscribe();
    bobSub.subscribe();
    ann.connect();
    await both;
    await expect.poll(async () => (await annSub.presenceStats()).numClients, { timeout: 10_000 }).toBe(2);
    expect((await bobSub.presenceStats()).numUsers).toBe(2);
  }, 60_000);
});
