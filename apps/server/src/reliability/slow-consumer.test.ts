import { setImmediate as tick } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { channels } from '@chapter/shared/realtime.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { groupMembers, type LiveApp, type Member, RawSocket, startLiveApp } from '../test/realtime-kit.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

let app: LiveApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * Consumers that stop reading are disconnected with 3008 once their bounded queue is full, and the server's
 * memory does not grow round after round (nothing of theirs is retained): docs/security-checklist.md, reliability 5.
 */
describe('slow consumers', () => {
  it('disconnects each with 3008 and keeps the heap flat over repeated rounds', async () => {
    app = await startLiveApp({}, { maxQueueBytes: 128 * 1024, historySize: 10 });
    const ann = (await groupMembers(app, 1))[0] as Member;
    const live = app;
    const payload = { type: 'noise', text: 'x'.repeat(4 * 1024) };
    const heaps: number[] = [];

    for (let round = 0; round < 6; round++) {
      const slow = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const s = await RawSocket.open(live);
          await s.connect(ann.token);
          await s.command({ subscribe: { channel: channels.inbox(ann.id) } });
          s.ws.pause();
          // Stop reading at the TCP level too, so the server's writes back up.
          (s.ws as unknown as { _socket: { pause(): void } })._socket.pause();
          return s;
        }),
      );
      let sent = 0;
      while (live.ctx.realtime.stats().connections > 0 && sent < 20_000) {
        for (let i = 0; i < 16; i++, sent++) await live.ctx.realtime.publish(channels.inbox(ann.id), payload);
        await tick();
      }
      expect(live.ctx.realtime.stats().connections).toBe(0);
      for (const s of slow) {
        s.ws.resume();
        (s.ws as unknown as { _socket: { resume(): void } })._socket.resume();
      }
      const codes = await Promise.all(slow.map((s) => s.closed(10_000)));
      expect(new Set(codes)).toEqual(new Set([3008]));
      heaps.push(heapAfterGc());
    }
    const growthMb = ((heaps.at(-1) as number) - (heaps[1] as number)) / 2 ** 20;
    console.log(`slow consumers: heap after each round (MB) ${heaps.map((h) => (h / 2 ** 20).toFixed(1)).join(', ')}`);
    // Round 0 warms caches and JIT; from round 1 on the heap must not trend upwards.
    expect(growthMb).toBeLessThan(4);
  }, 60_000);
});
