import { WebSocket } from 'ws';
import { serve } from './ipc.ts';
import { openAll } from './raw-client.ts';

/**
 * Idle member devices of the Thursday benchmark: raw Centrifuge JSON-protocol sockets, each connected with its
 * session's token and subscribed to the channels the web app keeps open on every screen (inbox, activity given
 * and received, and mentorship, which home's live numbers follow). Every `new_message` publication read is
 * noted with the device, so the parent can check that each message reached each device of its sender and
 * recipient exactly once.
 */

export interface Device {
  /** Index in the parent's list of devices (several devices may belong to one member). */
  index: number;
  userId: number;
  token: string;
  /** Sent as X-Forwarded-For: each phone has its own address. */
  ip: string;
}

export interface OpenRequest {
  /** WebSocket URLs; device i uses targets[i % length]. */
  targets: string[];
  devices: Device[];
  concurrency: number;
}

export interface OpenResult {
  opened: number;
  /** Indexes of the devices that could not connect and subscribe. */
  failed: number[];
  errors: string[];
  ms: number;
}

/** A `new_message` read: [clientMessageId, device index, epoch ms]. */
export type Delivery = [string, number, number];

export interface SocketCounts {
  open: number;
  /** Closes after the subscriptions were live, by close code. */
  closed: Record<string, number>;
  /** Publications other than new_message read (activity updates and the like). */
  otherPushes: number;
}

const WS_OPTIONS = { perMessageDeflate: false, skipUTF8Validation: true } as const;
const SUBSCRIBE_TIMEOUT_MS = 15_000;

const sockets: WebSocket[] = [];
let deliveries: Delivery[] = [];
const closed: Record<string, number> = {};
let otherPushes = 0;
const epochNow = () => performance.timeOrigin + performance.now();

const channelsOf = (userId: number) => [
  `inbox:${userId}`,
  `activity-given:${userId}`,
  `activity-received:${userId}`,
  `mentorship:${userId}`,
];

function onFrame(device: Device, text: string, ws: WebSocket): void {
  for (const line of text.split('\n')) {
    if (line === '{}') {
      ws.send('{}');
      continue;
    }
    if (!line.startsWith('{"push"')) continue;
    if (!line.includes('"new_message"')) {
      otherPushes++;
      continue;
    }
    const msg = JSON.parse(line) as { push: { pub?: { data?: { message?: { clientMessageId?: string } } } } };
    const id = msg.push.pub?.data?.message?.clientMessageId;
    if (id) deliveries.push([id, device.index, epochNow()]);
  }
}

/** Connects and subscribes in one frame (as the SDK batches them); resolves once every subscription is live. */
function openDevice(url: string, device: Device): Promise<WebSocket> {
  const ws = new WebSocket(url, { ...WS_OPTIONS, headers: { 'x-forwarded-for': device.ip } });
  const channels = channelsOf(device.userId);
  return new Promise((resolve, reject) => {
    let waiting = channels.length + 1;
    let done = false;
    const fail = (err: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      ws.terminate();
      reject(err);
    };
    const timer = setTimeout(() => fail(new Error('connect + subscribe timed out')), SUBSCRIBE_TIMEOUT_MS);
    ws.on('error', fail);
    ws.on('close', (code, reason) => {
      if (!done) return fail(new Error(`closed ${code} ${reason.toString()} before subscribing`));
      closed[code] = (closed[code] ?? 0) + 1;
    });
    ws.on('open', () => {
      const frames = [
        JSON.stringify({ id: 1, connect: { token: device.token, name: 'thursday-bench' } }),
        ...channels.map((channel, i) => JSON.stringify({ id: i + 2, subscribe: { channel } })),
      ];
      ws.send(frames.join('\n'));
    });
    ws.on('message', (data) => {
      const text = (data as Buffer).toString();
      if (done) return onFrame(device, text, ws);
      for (const line of text.split('\n')) {
        if (line === '{}') {
          ws.send('{}');
          continue;
        }
        if (!line) continue;
        const msg = JSON.parse(line) as { id?: number; error?: unknown };
        if (msg.error) return fail(new Error(`reply ${msg.id}: ${JSON.stringify(msg.error)}`));
        if (msg.id !== undefined && --waiting === 0) {
          done = true;
          clearTimeout(timer);
          resolve(ws);
        }
      }
    });
  });
}

serve(
  {
    async open(req: OpenRequest): Promise<OpenResult> {
      const started = performance.now();
      const errors: string[] = [];
      const failed: number[] = [];
      await openAll(req.devices.length, req.concurrency, async (i) => {
        const device = req.devices[i] as Device;
        try {
          sockets.push(await openDevice(req.targets[device.index % req.targets.length] as string, device));
        } catch (err) {
          failed.push(device.index);
          if (errors.length < 5) errors.push(String(err));
        }
      });
      return { opened: req.devices.length - failed.length, failed, errors, ms: performance.now() - started };
    },
    counts(): SocketCounts {
      return {
        open: sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
        closed: { ...closed },
        otherPushes,
      };
    },
    /** The deliveries read since the last call. */
    collect(): Delivery[] {
      const out = deliveries;
      deliveries = [];
      return out;
    },
  },
  () => {
    for (const ws of sockets) ws.terminate();
  },
);
