import { setImmediate as turn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Principal } from '../lib/principal.ts';
import type { ClientInfo } from './broker.ts';
import { ChannelSubscription, type SubscriptionOwner } from './channel-subscription.ts';
import { MemoryBroker } from './memory-broker.ts';
import { type HubConnection, RealtimeHub } from './realtime-hub.ts';
import { DEFAULT_TUNING, type RealtimeTuning } from './realtime-tuning.ts';

const silent = { warn() {}, error() {} } as unknown as FastifyBaseLogger;

/** Counts joins and leaves of the fan-out; the next join can be made to fail, as when Redis is down. */
class CountingBroker extends MemoryBroker {
  joins = 0;
  leaves = 0;
  failNextJoin = false;
  override async subscribe(): Promise<void> {
    this.joins++;
    await turn();
    if (this.failNextJoin) {
      this.failNextJoin = false;
      throw new Error('broker down');
    }
  }
  override async unsubscribe(): Promise<void> {
    this.leaves++;
  }
}

function subscriber(channel: string, joinLeave = false) {
  const sent: string[] = [];
  const owner: SubscriptionOwner = {
    id: 'c',
    send: (f) => sent.push(typeof f === 'string' ? f : f.text),
    lostPosition() {},
    overflow() {},
    async recheck() {},
  };
  return { sub: new ChannelSubscription(owner, channel, { history: false, presence: false }, joinLeave), sent };
}

describe('RealtimeHub', () => {
  let hub: RealtimeHub;
  afterEach(() => hub.close());

  async function startHub(tuning: Partial<RealtimeTuning> = {}) {
    const full = { ...DEFAULT_TUNING, ...tuning };
    const broker = new CountingBroker(full);
    hub = new RealtimeHub(broker, full, '1', silent);
    await hub.start();
    return broker;
  }

  it('passes a failed broker join to every subscriber waiting for it and forgets the channel; the next one joins again', async () => {
    const broker = await startHub();
    broker.failNextJoin = true;
    const [a, b] = [subscriber('inbox:1'), subscriber('inbox:1')];
    const results = await Promise.allSettled([hub.addSubscription(a.sub), hub.addSubscription(b.sub)]);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual([
      'broker down',
      'broker down',
    ]);
    expect(hub.stats().channels).toBe(0);
    expect([broker.joins, broker.leaves]).toEqual([1, 1]);

    const c = subscriber('inbox:1');
    await hub.addSubscription(c.sub);
    c.sub.activate(undefined);
    hub.onPublication('inbox:1', { body: '{"data":1}' });
    expect(c.sent).toHaveLength(1);
    expect([broker.joins, hub.stats().channels]).toEqual([2, 1]);
  });

  it('delivers to one subscriber or several, and leaves the fan-out with the last one', async () => {
    const broker = await startHub();
    const [a, b] = [subscriber('conversation:7', true), subscriber('conversation:7', true)];
    for (const s of [a, b]) {
      await hub.addSubscription(s.sub);
      s.sub.activate(undefined);
    }
    const info: ClientInfo = { user: '3', client: 'x' };
    hub.onPublication('conversation:7', { body: '{"data":1}' });
    hub.onJoin('conversation:7', info);
    expect([a.sent.length, b.sent.length]).toEqual([2, 2]);

    hub.removeSubscription(a.sub);
    hub.onPublication('conversation:7', { body: '{"data":2}' });
    hub.onLeave('conversation:7', info);
    expect([a.sent.length, b.sent.length]).toEqual([2, 4]);
    expect([broker.joins, broker.leaves, hub.stats().channels]).toEqual([1, 0, 1]);

    hub.removeSubscription(b.sub);
    expect([broker.leaves, hub.stats().channels]).toEqual([1, 0]);
  });

  it('sweeps registered connections with the app clock at a period set by the ping timings, until closed', async () => {
    // The hub's own timers are faked: the sweeps are counted per period of the fake clock, not timed on a busy
    // machine, and "no sweep after close" is five seconds of that clock rather than a sleep.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    try {
      await startHub({ pingIntervalMs: 60, pongTimeoutMs: 90 });
      hub.clock = { now: () => new Date(42_000) };
      const seen: [number, number][] = [];
      const conn: HubConnection = {
        id: 'c1',
        principal: { userId: 1, sessionId: 's' } as Principal,
        authStartedAt: 0,
        disconnect() {},
        onTick: (tick, now) => seen.push([tick, now]),
        recheckRights: async () => {},
      };
      expect(hub.register(conn)).toBe(true);
      // Every 25 ms here (a third of 60 ms, at least 25), not the 1 s of the default timings.
      vi.advanceTimersByTime(74);
      expect(seen).toHaveLength(2);
      vi.advanceTimersByTime(1);
      expect(seen).toHaveLength(3);
      expect(seen.every(([tick, now]) => Number.isInteger(tick) && now === 42_000)).toBe(true);
      await hub.close();
      vi.advanceTimersByTime(5_000);
      expect(seen).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
