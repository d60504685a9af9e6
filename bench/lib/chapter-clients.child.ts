import { Agent } from 'node:http';
import type { WebSocket } from 'ws';
import { serve } from './ipc.ts';
import { postJson } from './post-json.ts';
import { openAll, subscribeRaw } from './raw-client.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * The clients of the chapter benchmark: one raw protocol socket per member, all subscribed to the group's
 * `chapter:{groupId}`, and the HTTP sender. They share this process, so one monotonic clock times each message
 * from the moment its POST is issued to the moment each of the sockets reads its push.
 */

export interface ChapterClientsStart {
  url: string;
  httpUrl: string;
  groupId: number;
  users: { id: number; token: string }[];
}

export interface ChapterRunRequest {
  sends: number;
  seed: number;
}

export interface ChapterRunResult {
  /** POST issued → push read, ms: one sample per socket per message. */
  push: number[];
  /** Per message, POST issued → the last socket read it, ms. */
  lastSocket: number[];
  /** POST issued → HTTP response complete, ms. */
  http: number[];
  /** Socket deliveries that never came (within the timeout). */
  lost: number;
  errors: string[];
  wallMs: number;
}

const PUSH_TIMEOUT_MS = 10_000;
const sockets: WebSocket[] = [];
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
let users: ChapterClientsStart['users'] = [];
let httpUrl = '';
let sendSeq = 0;

/** The message in flight: its id (as bytes), and each socket's arrival (0: not yet). */
let current: { marker: Buffer; arrivals: Float64Array; left: number; done: () => void } | undefined;

const PING = Buffer.from('{}');

/**
 * Once subscribed, a socket's frames are matched by the message's clientMessageId in the raw bytes, neither decoded
 * nor parsed: a thousand decodes and JSON.parse calls per message in this one process would be timed as delivery.
 * Server pings (`{}`) still get their pong.
 */
function listen(ws: WebSocket, index: number): void {
  ws.removeAllListeners('message');
  ws.on('message', (data: Buffer) => {
    if (data.length === PING.length && data.equals(PING)) {
      ws.send('{}');
      return;
    }
    const c = current;
    if (c?.arrivals[index] !== 0 || data.indexOf(c.marker) === -1) return;
    c.arrivals[index] = performance.now();
    if (--c.left === 0) c.done();
  });
}

async function sendOne(rand: () => number, out: ChapterRunResult): Promise<void> {
  const sender = users[Math.floor(rand() * users.length)];
  if (!sender) throw new Error('no users');
  const clientMessageId = `chapter-bench-${process.pid}-${++sendSeq}`;
  const arrivals = new Float64Array(sockets.length);
  let timer: NodeJS.Timeout | undefined;
  const delivered = new Promise<void>((resolve) => {
    current = { marker: Buffer.from(`"${clientMessageId}"`), arrivals, left: sockets.length, done: resolve };
    timer = setTimeout(resolve, PUSH_TIMEOUT_MS);
  });
  const startedAt = performance.now();
  const res = await postJson(`${httpUrl}/api/chapter/messages`, agent, sender.token, {
    content: `Chapter bench ${sendSeq}: breakfast is at 7, visitors welcome.`,
    clientMessageId,
  });
  out.http.push(performance.now() - startedAt);
  if (res.status !== 201 && out.errors.length < 10) out.errors.push(`HTTP ${res.status} ${res.body.slice(0, 200)}`);
  await delivered;
  clearTimeout(timer);
  current = undefined;
  let last = 0;
  for (const at of arrivals) {
    if (at === 0) {
      out.lost++;
      continue;
    }
    out.push.push(at - startedAt);
    last = Math.max(last, at - startedAt);
  }
  out.lastSocket.push(last);
}

serve(
  {
    async start(req: ChapterClientsStart) {
      users = req.users;
      httpUrl = req.httpUrl;
      const started = performance.now();
      const subs = await openAll(users.length, 50, (i) => {
        const user = users[i] as { id: number; token: string };
        return subscribeRaw(req.url, user.token, `chapter:${req.groupId}`, () => {});
      });
      for (const [i, s] of subs.entries()) listen(s.ws, i);
      sockets.push(...subs.map((s) => s.ws));
      return { openMs: performance.now() - started, subscribed: sockets.length };
    },
    /** One message at a time: the next is sent once every socket has read the last one. */
    async run(req: ChapterRunRequest): Promise<ChapterRunResult> {
      const out: ChapterRunResult = { push: [], lastSocket: [], http: [], lost: 0, errors: [], wallMs: 0 };
      const rand = seededRandom(req.seed);
      const started = performance.now();
      for (let i = 0; i < req.sends; i++) await sendOne(rand, out);
      out.wallMs = performance.now() - started;
      return out;
    },
  },
  () => {
    for (const ws of sockets) ws.terminate();
    agent.destroy();
  },
);
