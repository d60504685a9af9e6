import { REALTIME_PATH } from '@chapter/shared/realtime.schemas';
import { Centrifuge, type Options } from 'centrifuge';
import { WebSocket } from 'ws';
import type { BuildOptions } from '../app.ts';
import type { RealtimeTuning } from '../realtime/realtime-tuning.ts';
import { bearer, buildGroup, buildMember, loginAs } from './factories.ts';
import { createTestApp, type TestApp, type TestAppOverrides } from './test-app.ts';

/**
 * Real-time tests run the whole server on a real port and talk to it with the real `centrifuge` SDK (or a
 * raw `ws` socket for what the SDK would never send). Nothing of ours is mocked.
 */
export interface LiveApp extends TestApp {
  wsUrl: string;
}

export async function startLiveApp(
  overrides: TestAppOverrides = {},
  tuning: Partial<RealtimeTuning> = {},
  opts: Pick<BuildOptions, 'logStream'> = {},
): Promise<LiveApp> {
  const t = await createTestApp(overrides, opts);
  // Redis keys of a test database are never read again: let them expire soon.
  Object.assign(t.ctx.realtime.tuning, { historyTtlMs: 60_000, historyMetaTtlMs: 120_000 }, tuning);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(t, { wsUrl: `${address.replace('http', 'ws')}${REALTIME_PATH}` });
}

export interface Member {
  id: number;
  name: string;
  email: string;
  token: string;
}

/** Members of one new group, signed in. */
export async function groupMembers(t: TestApp, count: number, groupId?: number): Promise<Member[]> {
  const group = groupId ?? (await buildGroup(t.ctx)).id;
  const members: Member[] = [];
  for (let i = 0; i < count; i++) {
    const m = await buildMember(t.ctx, { groupId: group });
    members.push({ id: m.id, name: m.name, email: m.email, token: await loginAs(t.app, m.email) });
  }
  return members;
}

let messageSeq = 0;

/** Sends an inbox message over HTTP; returns the stored message. */
export async function sendMessage(
  t: TestApp,
  from: Member,
  to: { recipientId?: number; conversationId?: number },
  content = 'hello',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inbox/messages',
    headers: bearer(from.token),
    payload: { ...to, content, clientMessageId: `m-${++messageSeq}-${Date.now()}` },
  });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; conversationId: number; content: string };
}

/** An SDK client that reconnects fast (tests wait on it). Connect with client.connect(). */
export function sdkClient(app: LiveApp, token: string, opts: Partial<Options> = {}): Centrifuge {
  return new Centrifuge(app.wsUrl, {
    websocket: WebSocket,
    token,
    minReconnectDelay: 50,
    maxReconnectDelay: 200,
    ...opts,
  });
}

export function connected(client: Centrifuge): Promise<{ client: string; data?: unknown }> {
  return new Promise((resolve) => {
    client.once('connected', resolve);
    client.connect();
  });
}

export function disconnectedWith(client: Centrifuge): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => client.once('disconnected', resolve));
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'condition') {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A raw protocol socket: sends frames, collects every parsed message and the close code. */
export class RawSocket {
  readonly messages: Record<string, unknown>[] = [];
  closeCode: number | undefined;
  private seq = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      for (const line of data.toString().split('\n')) if (line.trim()) this.messages.push(JSON.parse(line));
    });
    ws.on('close', (code) => {
      this.closeCode = code;
    });
    ws.on('error', () => {});
  }

  /** Opens a socket (with the headers a browser would add, e.g. Origin); rejects with the HTTP status if refused. */
  static open(app: Pick<LiveApp, 'wsUrl'>, headers: Record<string, string> = {}): Promise<RawSocket> {
    const ws = new WebSocket(app.wsUrl, { headers });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(text: string): void {
    this.ws.send(text);
  }

  /** Sends a command and resolves with its reply. */
  async command(cmd: Record<string, unknown>, timeoutMs = 3000): Promise<Record<string, unknown>> {
    const id = ++this.seq;
    this.send(JSON.stringify({ id, ...cmd }));
    let reply: Record<string, unknown> | undefined;
    await waitFor(
      () => {
        reply = this.messages.find((m) => m.id === id);
        return reply !== undefined || this.closeCode !== undefined;
      },
      timeoutMs,
      `reply ${id}`,
    );
    if (!reply) throw new Error(`closed with ${this.closeCode} before reply ${id}`);
    return reply;
  }

  async connect(token: string): Promise<Record<string, unknown>> {
    return this.command({ connect: { token, name: 'raw' } });
  }

  closed(timeoutMs = 5000): Promise<number> {
    return waitFor(() => this.closeCode !== undefined, timeoutMs, 'close').then(() => this.closeCode as number);
  }

  pushes(channel: string): Record<string, unknown>[] {
    return this.messages
      .map((m) => m.push as { channel?: string; pub?: Record<string, unknown> } | undefined)
      .filter((p) => p?.channel === channel && p.pub)
      .map((p) => p?.pub as Record<string, unknown>);
  }

  close(): void {
    this.ws.terminate();
  }
}
