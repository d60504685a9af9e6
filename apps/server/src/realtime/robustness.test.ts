import { setImmediate as tick } from 'node:timers/promises';
import { channels } from '@chapter/shared/realtime.schemas';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  connected,
  groupMembers,
  type LiveApp,
  type Member,
  RawSocket,
  sdkClient,
  startLiveApp,
  waitFor,
} from '../test/realtime-kit.ts';

const METHODS = ['connect', 'subscribe', 'unsubscribe', 'publish', 'presence', 'presence_stats', 'history', 'rpc'];

/** Frames a broken or hostile client might send: text, JSON of any shape, and command-like objects. */
const hostileFrame = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc
    .record({
      id: fc.oneof(
        fc.nat(),
        fc.integer({ min: -5, max: 0 }),
        fc.double(),
        fc.string({ maxLength: 5 }),
        fc.constant(null),
      ),
      method: fc.constantFrom(...METHODS, 'bogus', 'send'),
      body: fc.jsonValue({ maxDepth: 2 }),
    })
    .map(({ id, method, body }) => JSON.stringify({ id, [method]: body })),
  fc
    .array(fc.jsonValue({ maxDepth: 2 }), { minLength: 2, maxLength: 4 })
    .map((values) => values.map((v) => JSON.stringify(v) ?? 'null').join('\n')),
);

describe('robustness: malformed frames and slow consumers', () => {
  let app: LiveApp;
  let ann: Member;
  let bob: Member;
  beforeEach(async () => {
    app = await startLiveApp();
    [ann, bob] = (await groupMembers(app, 2)) as [Member, Member];
  });
  afterEach(() => app.close());

  it('answers malformed frames with an error or 3501 on that connection only', async () => {
    const bystander = sdkClient(app, bob.token);
    await connected(bystander);
    const outcomes = new Map<string, number>();
    try {
      await fc.assert(
        fc.asyncProperty(hostileFrame, async (frame) => {
          const raw = await RawSocket.open(app);
          try {
            await raw.connect(ann.token);
            raw.send(frame);
            // A probe after the frame: it is answered unless the frame closed the connection.
            raw.send(JSON.stringify({ id: 4_000_000_000, rpc: { method: 'ping' } }));
            await waitFor(
              () => raw.closeCode !== undefined || raw.messages.some((m) => m.id === 4_000_000_000),
              3000,
              'probe reply or close',
            );
            const key = raw.closeCode === undefined ? 'served' : `closed ${raw.closeCode}`;
            outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
            if (raw.closeCode !== undefined) expect(raw.closeCode).toBe(3501);
          } finally {
            raw.close();
          }
        }),
        { numRuns: 120 },
      );
      // Both paths were exercised, and the server kept serving everyone else.
      expect(outcomes.get('served')).toBeGreaterThan(0);
      expect(outcomes.get('closed 3501')).toBeGreaterThan(0);
      expect((await bystander.rpc('ping', {})).data).toEqual({ pong: true });
      expect(bystander.state).toBe('connected');
    } finally {
      bystander.disconnect();
    }
  });

  it('answers a wrong command with its id with an error and keeps the connection', async () => {
    const raw = await RawSocket.open(app);
    await raw.connect(ann.token);
    expect((await raw.command({ bogus: {} })).error).toMatchObject({ code: 107 });
    expect((await raw.command({ subscribe: { channel: 42 } })).error).toMatchObject({ code: 107 });
    expect((await raw.command({ subscribe: { channel: 'news' }, rpc: {} })).error).toMatchObject({ code: 107 });
    expect((await raw.command({ rpc: { method: 'ping' } })).rpc).toEqual({ data: { pong: true } });
    raw.close();
  });

  it('disconnects a consumer that stops reading with 3008, keeping its queue bounded', async () => {
    const limit = 256 * 1024;
    app.ctx.realtime.tuning.maxQueueBytes = limit;
    app.ctx.realtime.tuning.historySize = 10;
    const healthy = sdkClient(app, bob.token);
    await connected(healthy);
    const slow = await RawSocket.open(app);
    await slow.connect(ann.token);
    await slow.command({ subscribe: { channel: channels.inbox(ann.id) } });
    slow.ws.pause();

    const payload = { type: 'noise', text: 'x'.repeat(8 * 1024) };
    let sent = 0;
    while (app.ctx.realtime.stats().connections > 1 && sent < 10_000) {
      for (let i = 0; i < 16; i++, sent++) await app.ctx.realtime.publish(channels.inbox(ann.id), payload);
      await tick();
    }
    expect(app.ctx.realtime.stats().connections).toBe(1);
    // Never more than the limit plus the one message that crossed it.
    expect(app.ctx.realtime.stats().maxQueuedBytes).toBeLessThanOrEqual(limit + 9 * 1024);

    slow.ws.resume();
    expect(await slow.closed(10_000)).toBe(3008);
    expect(slow.pushes(channels.inbox(ann.id)).length).toBeLessThan(sent);
    expect((await healthy.rpc('ping', {})).data).toEqual({ pong: true });
    healthy.disconnect();
  });
});
