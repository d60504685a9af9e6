import { Centrifuge, type Subscription } from 'centrifuge';
import { WebSocket } from 'ws';
import { serve } from './ipc.ts';
import { FANOUT_CHANNEL, SIO_EVENT } from './payload.ts';
import { openAll, openSocket, subscribeRaw } from './raw-client.ts';
import type { ServerMode } from './server.child.ts';
import { loadSioClient, type SioClientSocket } from './socket-io.ts';

/**
 * The subscribers of the fan-out benchmark, in their own process so their CPU never counts as the server's.
 * ours: raw protocol clients plus one real `centrifuge` SDK client; ws: bare sockets; sio: socket.io-client.
 * Only counts are kept per message; one client of each kind checks every message it gets.
 */

export interface ClientsStart {
  mode: ServerMode;
  url: string;
  subscribers: number;
  /** ours: one token per subscriber. */
  tokens: string[];
  /** ours: how many of the subscribers are real SDK clients. */
  sdkClients: number;
}

export interface ClientsReport {
  received: number;
  /** Frames that carried publications (raw sockets only). */
  frames: number;
  bytes: number;
  checked: number;
  errors: string[];
  sdkReceived: number;
  subscribeResult: Record<string, unknown> | undefined;
}

let received = 0;
let frames = 0;
let bytes = 0;
let checked = 0;
let sdkReceived = 0;
let subscribeResult: Record<string, unknown> | undefined;
const errors: string[] = [];
let waiter: { total: number; resolve: () => void } | undefined;

const sockets: WebSocket[] = [];
const sdks: Centrifuge[] = [];
const sioSockets: SioClientSocket[] = [];

function error(text: string): void {
  if (errors.length < 10) errors.push(text);
}

function count(n: number): void {
  received += n;
  if (waiter && received >= waiter.total) {
    const w = waiter;
    waiter = undefined;
    w.resolve();
  }
}

/** Cheap path: count publications in a frame without parsing it. */
function countFrame(text: string): void {
  let n = 0;
  for (let i = text.indexOf('{"push"'); i !== -1; i = text.indexOf('{"push"', i + 7)) n++;
  if (n === 0) return;
  frames++;
  bytes += Buffer.byteLength(text);
  count(n);
}

/** Checking path (one socket): every publication parsed, offsets and item ids consecutive. */
function checker() {
  let last = 0;
  return (text: string) => {
    for (const line of text.split('\n')) {
      if (!line || line === '{}') continue;
      const msg = JSON.parse(line) as {
        push?: { channel: string; pub: { offset: number; data: { item: { id: number } } } };
      };
      if (!msg.push) continue;
      checked++;
      const { channel, pub } = msg.push;
      if (channel !== FANOUT_CHANNEL) error(`push on ${channel}`);
      if (last !== 0 && pub.offset !== last + 1) error(`offset ${pub.offset} after ${last}`);
      if (pub.data.item.id !== pub.offset) error(`item ${pub.data.item.id} at offset ${pub.offset}`);
      last = pub.offset;
    }
    countFrame(text);
  };
}

async function startOurs(req: ClientsStart): Promise<void> {
  const raw = req.subscribers - req.sdkClients;
  const check = checker();
  const subs = await openAll(raw, 50, (i) =>
    subscribeRaw(req.url, req.tokens[i] as string, FANOUT_CHANNEL, i === 0 ? check : countFrame),
  );
  subscribeResult = subs[0]?.subscribed;
  sockets.push(...subs.map((s) => s.ws));
  for (let i = raw; i < req.subscribers; i++) {
    const client = new Centrifuge(req.url, { websocket: WebSocket, token: req.tokens[i] as string, name: 'bench-sdk' });
    const sub: Subscription = client.newSubscription(FANOUT_CHANNEL);
    let last = 0;
    sub.on('publication', (ctx) => {
      const id = (ctx.data as { item: { id: number } }).item.id;
      if (last !== 0 && id !== last + 1) error(`sdk: item ${id} after ${last}`);
      if (ctx.offset !== id) error(`sdk: offset ${ctx.offset} for item ${id}`);
      last = id;
      sdkReceived++;
      count(1);
    });
    sub.on('error', (ctx) => error(`sdk subscription error ${JSON.stringify(ctx.error)}`));
    const subscribed = new Promise<void>((resolve, reject) => {
      sub.once('subscribed', () => resolve());
      client.once('disconnected', (ctx) => reject(new Error(`sdk disconnected ${ctx.code} ${ctx.reason}`)));
    });
    sub.subscribe();
    client.connect();
    await subscribed;
    sdks.push(client);
  }
}

async function startWs(req: ClientsStart): Promise<void> {
  const check = checker();
  sockets.push(...(await openAll(req.subscribers, 50, (i) => openSocket(req.url, i === 0 ? check : countFrame))));
}

async function startSio(req: ClientsStart): Promise<void> {
  const mod = await loadSioClient();
  if (!mod) throw new Error('socket.io-client is not installed');
  const opened = await openAll(req.subscribers, 50, (i) => {
    const socket = mod.io(req.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    let last = 0;
    socket.on(
      SIO_EVENT,
      i === 0
        ? (data) => {
            checked++;
            const id = (data as { item: { id: number } }).item.id;
            if (last !== 0 && id !== last + 1) error(`sio: item ${id} after ${last}`);
            last = id;
            count(1);
          }
        : () => count(1),
    );
    return new Promise<SioClientSocket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => reject(err));
    });
  });
  sioSockets.push(...opened);
}

serve(
  {
    async start(req: ClientsStart) {
      const started = performance.now();
      if (req.mode === 'ours') await startOurs(req);
      else if (req.mode === 'ws') await startWs(req);
      else await startSio(req);
      return { openMs: performance.now() - started };
    },
    /** Resolves once `total` publications have arrived in all (counted since start). */
    expect(req: { total: number; timeoutMs: number }) {
      if (received >= req.total) return received;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received} of ${req.total} publications arrived`)),
          req.timeoutMs,
        );
        waiter = {
          total: req.total,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        };
      });
    },
    report: (): ClientsReport => ({ received, frames, bytes, checked, errors, sdkReceived, subscribeResult }),
  },
  async () => {
    for (const c of sdks) c.disconnect();
    for (const s of sioSockets) s.close();
    for (const ws of sockets) ws.terminate();
  },
);
