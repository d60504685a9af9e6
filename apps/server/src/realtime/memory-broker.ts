import { randomBytes } from 'node:crypto';
import type {
  Broker,
  BrokerEvents,
  BrokerLimits,
  BrokerPublication,
  ClientInfo,
  ControlMessage,
  HistoryQuery,
  HistoryResult,
  StreamPosition,
} from './broker.ts';

interface StoredPub {
  offset: number;
  body: string;
  at: number;
}

interface Stream {
  epoch: string;
  top: number;
  items: StoredPub[];
  touchedAt: number;
}

export const newEpoch = (): string => randomBytes(6).toString('base64url');

/**
 * The single-process broker: fan-out is a direct call, history a bounded in-memory stream per channel.
 * Publishing is synchronous up to the hub, so a subscriber's history read and its live buffer never race.
 */
export class MemoryBroker implements Broker {
  readonly kind = 'memory';
  private events: BrokerEvents | undefined;
  private readonly streams = new Map<string, Stream>();
  private readonly presences = new Map<string, Map<string, ClientInfo>>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly limits: BrokerLimits,
    private readonly now: () => number = Date.now,
  ) {}

  connected(): boolean {
    return true;
  }

  async start(events: BrokerEvents): Promise<void> {
    this.events = events;
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async publish(channel: string, body: string, history: boolean): Promise<StreamPosition | undefined> {
    if (!history) {
      this.events?.onPublication(channel, { body });
      return undefined;
    }
    const stream = this.stream(channel);
    const offset = ++stream.top;
    stream.items.push({ offset, body, at: stream.touchedAt });
    if (stream.items.length > this.limits.historySize) stream.items.shift();
    this.events?.onPublication(channel, { body, offset, epoch: stream.epoch });
    return { offset, epoch: stream.epoch };
  }

  async publishJoin(channel: string, info: ClientInfo): Promise<void> {
    this.events?.onJoin(channel, info);
  }

  async publishLeave(channel: string, info: ClientInfo): Promise<void> {
    this.events?.onLeave(channel, info);
  }

  /** One process: the hub already applied the message locally. */
  async publishControl(_msg: ControlMessage): Promise<void> {}

  async subscribe(_channel: string): Promise<void> {}
  async unsubscribe(_channel: string): Promise<void> {}

  async history(channel: string, q: HistoryQuery): Promise<HistoryResult> {
    const stream = this.stream(channel, false);
    this.dropExpired(stream);
    const position = { offset: stream.top, epoch: stream.epoch };
    if (q.limit === 0) return { publications: [], position };
    let items = stream.items;
    if (q.reverse) {
      items = (q.since ? items.filter((p) => p.offset < (q.since?.offset ?? 0)) : items).slice().reverse();
    } else if (q.since) {
      const after = q.since.offset;
      items = items.filter((p) => p.offset > after);
    }
    if (q.limit > 0) items = items.slice(0, q.limit);
    const publications: BrokerPublication[] = items.map((p) => ({
      body: p.body,
      offset: p.offset,
      epoch: stream.epoch,
    }));
    return { publications, position };
  }

  async rewriteHistory(channel: string, rewrite: (body: string) => string | undefined): Promise<number> {
    const stream = this.streams.get(channel);
    if (!stream) return 0;
    let changed = 0;
    for (const item of stream.items) {
      const body = rewrite(item.body);
      if (body === undefined || body === item.body) continue;
      item.body = body;
      changed++;
    }
    return changed;
  }

  async addPresence(channel: string, clientId: string, info: ClientInfo): Promise<void> {
    let entries = this.presences.get(channel);
    if (!entries) {
      entries = new Map();
      this.presences.set(channel, entries);
    }
    entries.set(clientId, info);
  }

  async removePresence(channel: string, clientId: string): Promise<void> {
    const entries = this.presences.get(channel);
    if (!entries) return;
    entries.delete(clientId);
    if (entries.size === 0) this.presences.delete(channel);
  }

  async presence(channel: string): Promise<Record<string, ClientInfo>> {
    return Object.fromEntries(this.presences.get(channel) ?? []);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }

  /** A stream, created with a fresh epoch when missing. Reading does not extend its life; publishing does. */
  private stream(channel: string, touch = true): Stream {
    const now = this.now();
    let stream = this.streams.get(channel);
    if (!stream) {
      stream = { epoch: newEpoch(), top: 0, items: [], touchedAt: now };
      this.streams.set(channel, stream);
    }
    if (touch) stream.touchedAt = now;
    return stream;
  }

  private dropExpired(stream: Stream): void {
    const cutoff = this.now() - this.limits.historyTtlMs;
    let n = 0;
    while (n < stream.items.length && (stream.items[n]?.at ?? 0) < cutoff) n++;
    if (n > 0) stream.items.splice(0, n);
  }

  /** Bounded memory: expired publications go, and streams idle past the meta TTL are forgotten (new epoch). */
  private sweep(): void {
    const metaCutoff = this.now() - this.limits.historyMetaTtlMs;
    for (const [channel, stream] of this.streams) {
      if (stream.touchedAt < metaCutoff) this.streams.delete(channel);
      else this.dropExpired(stream);
    }
  }
}
