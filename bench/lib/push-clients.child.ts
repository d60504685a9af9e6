import { Agent } from 'node:http';
import type { WebSocket } from 'ws';
import { serve } from './ipc.ts';
import { postJson } from './post-json.ts';
import { openAll, subscribeRaw } from './raw-client.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * The clients of the send-to-push benchmark: one raw protocol socket per user, subscribed to its own
 * `inbox:{id}`, and the HTTP sender. Sender and recipients share this process, so one monotonic clock
 * times each message from the moment its POST is issued to the moment its push is read on the recipient's socket.
 */

export interface PushClientsStart {
  url: string;
  httpUrl: string;
  users: { id: number; token: string }[];
}

export interface RunRequest {
  sends: number;
  /** Senders working in parallel, each waiting for its push and its HTTP reply before the next send. */
  concurrency: number;
  seed: number;
}

export interface RunResult {
  /** POST issued → push read by the recipient, ms. */
  push: number[];
  /** POST issued → HTTP response complete, ms. */
  http: number[];
  /** Push before the HTTP response completed. */
  pushFirst: number;
  lost: number;
  errors: string[];
  wallMs: number;
}

interface Pending {
  recipientId: number;
  onPush: (at: number) => void;
}

const PUSH_TIMEOUT_MS = 5000;
const sockets: WebSocket[] = [];
const pending = new Map<string, Pending>();
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
let users: PushClientsStart['users'] = [];
let httpUrl = '';
let sendSeq = 0;

function inboxFrames(userId: number) {
  return (text: string) => {
    for (const line of text.split('\n')) {
      if (!line.startsWith('{"push"')) continue;
      const msg = JSON.parse(line) as {
        push: { pub?: { data?: { type?: string; message?: { recipientId: number; clientMessageId: string } } } };
      };
      const data = msg.push.pub?.data;
      if (data?.type !== 'new_message' || data.message?.recipientId !== userId) continue;
      const p = pending.get(data.message.clientMessageId);
      if (p && p.recipientId === userId) p.onPush(performance.now());
    }
  };
}

async function sendOne(rand: () => number, out: RunResult): Promise<void> {
  const from = Math.floor(rand() * users.length);
  let to = Math.floor(rand() * (users.length - 1));
  if (to >= from) to++;
  const sender = users[from];
  const recipient = users[to];
  if (!sender || !recipient) throw new Error('no users');
  const clientMessageId = `bench-${process.pid}-${++sendSeq}`;
  let pushedAt = 0;
  const pushed = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), PUSH_TIMEOUT_MS);
    pending.set(clientMessageId, {
      recipientId: recipient.id,
      onPush: (at) => {
        pushedAt = at;
        clearTimeout(timer);
        resolve(true);
      },
    });
  });
  const startedAt = performance.now();
  const res = await postJson(`${httpUrl}/api/inbox/messages`, agent, sender.token, {
    recipientId: recipient.id,
    content: `Bench message ${sendSeq}: see you at the visitors day on Thursday.`,
    clientMessageId,
  });
  const repliedAt = performance.now();
  if (res.status !== 201 && out.errors.length < 10) out.errors.push(`HTTP ${res.status} ${res.body.slice(0, 200)}`);
  const arrived = await pushed;
  pending.delete(clientMessageId);
  out.http.push(repliedAt - startedAt);
  if (!arrived) {
    out.lost++;
    return;
  }
  out.push.push(pushedAt - startedAt);
  if (pushedAt <= repliedAt) out.pushFirst++;
}

serve(
  {
    async start(req: PushClientsStart) {
      users = req.users;
      httpUrl = req.httpUrl;
      const started = performance.now();
      const subs = await openAll(users.length, 50, (i) => {
        const user = users[i] as { id: number; token: string };
        return subscribeRaw(req.url, user.token, `inbox:${user.id}`, inboxFrames(user.id));
      });
      sockets.push(...subs.map((s) => s.ws));
      return { openMs: performance.now() - started, subscribed: sockets.length };
    },
    async run(req: RunRequest): Promise<RunResult> {
      const out: RunResult = { push: [], http: [], pushFirst: 0, lost: 0, errors: [], wallMs: 0 };
      const rand = seededRandom(req.seed);
      let left = req.sends;
      const started = performance.now();
      const worker = async () => {
        while (left > 0) {
          left--;
          await sendOne(rand, out);
        }
      };
      await Promise.all(Array.from({ length: req.concurrency }, worker));
      out.wallMs = performance.now() - started;
      return out;
    },
  },
  () => {
    for (const ws of sockets) ws.terminate();
    agent.destroy();
  },
);
