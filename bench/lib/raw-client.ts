import { WebSocket } from 'ws';

/**
 * A minimal Centrifuge JSON-protocol client on a bare `ws` socket, cheap enough to run 1,000 of in one
 * process: connect + subscribe in one frame (as the SDK batches them), then every frame goes to `onFrame`.
 * Server pings (`{}`) are answered with a pong (`{}`).
 */

const WS_CLIENT_OPTIONS = { perMessageDeflate: false, skipUTF8Validation: true } as const;

interface RawSubscriber {
  ws: WebSocket;
  /** The subscribe result, parsed. */
  subscribed: Record<string, unknown>;
}

/** True if a frame holds a server ping line (`{}`) among its messages. */
function hasPing(text: string): boolean {
  return text === '{}' || text.startsWith('{}\n') || text.endsWith('\n{}') || text.includes('\n{}\n');
}

/** Opens a socket and waits for it (no protocol: the bare `ws` baseline). */
export function openSocket(url: string, onFrame: (text: string, ws: WebSocket) => void): Promise<WebSocket> {
  const ws = new WebSocket(url, WS_CLIENT_OPTIONS);
  ws.on('message', (data) => onFrame((data as Buffer).toString(), ws));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

export function subscribeRaw(
  url: string,
  token: string,
  channel: string,
  onFrame: (text: string, ws: WebSocket) => void,
  timeoutMs = 15_000,
): Promise<RawSubscriber> {
  const ws = new WebSocket(url, WS_CLIENT_OPTIONS);
  return new Promise((resolve, reject) => {
    let done = false;
    const fail = (err: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      ws.terminate();
      reject(err);
    };
    const timer = setTimeout(() => fail(new Error(`subscribe to ${channel} timed out`)), timeoutMs);
    ws.on('error', fail);
    ws.on('close', (code, reason) => fail(new Error(`closed ${code} ${reason.toString()} before subscribing`)));
    ws.on('open', () => {
      ws.send(
        `${JSON.stringify({ id: 1, connect: { token, name: 'bench' } })}\n${JSON.stringify({ id: 2, subscribe: { channel } })}`,
      );
    });
    ws.on('message', (data) => {
      const text = (data as Buffer).toString();
      if (hasPing(text)) ws.send('{}');
      if (done) return onFrame(text, ws);
      for (const line of text.split('\n')) {
        if (!line || line === '{}') continue;
        const msg = JSON.parse(line) as { id?: number; error?: unknown; subscribe?: Record<string, unknown> };
        if (msg.error) return fail(new Error(`reply ${msg.id}: ${JSON.stringify(msg.error)}`));
        if (msg.id === 2 && msg.subscribe) {
          done = true;
          clearTimeout(timer);
          ws.removeAllListeners('close');
          ws.on('close', () => {});
          resolve({ ws, subscribed: msg.subscribe });
        }
      }
    });
  });
}

/** Runs `open` for every index, `concurrency` at a time. */
export async function openAll<T>(count: number, concurrency: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  async function worker() {
    for (let i = next++; i < count; i = next++) out[i] = await open(i);
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return out;
}
