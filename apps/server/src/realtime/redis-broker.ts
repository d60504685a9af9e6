import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
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
import { newEpoch } from './memory-broker.ts';
import {
  HISTORY_SCRIPT,
  PRESENCE_ADD_SCRIPT,
  PRESENCE_GET_SCRIPT,
  PUBLISH_SCRIPT,
  REWRITE_SCRIPT,
} from './redis-scripts.ts';

const SUBSCRIBE_TIMEOUT_MS = 3000;
const READY_WAIT_MS = 3000;
const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');
const seconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

/**
 * Broker for several processes on one Redis: one pub/sub channel per app channel (subscribed while local
 * subscribers exist), history in a stream plus a meta hash per channel, presence in a hash plus an expiry
 * zset. Commands go over the shared fail-fast connection; pub/sub uses its own connection.
 */
export class RedisBroker implements Broker {
  readonly kind = 'redis';
  private readonly sub: Redis;
  private events: BrokerEvents | undefined;
  /** Presence entries of this process, re-written before their TTL runs out. */
  private readonly ownPresence = new Map<string, Map<string, string>>();
  private refresher: NodeJS.Timeout | undefined;
  private readyOnce = false;

  constructor(
    private readonly cmd: Redis,
    /** Namespaces keys per deployment: every process on the same database shares it. */
    private readonly prefix: string,
    private readonly limits: BrokerLimits & { presenceRefreshMs: number },
    private readonly log: FastifyBaseLogger,
  ) {
    // Queued while reconnecting (bounded by SUBSCRIBE_TIMEOUT_MS at the call), replayed in order.
    this.sub = cmd.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      connectionName: `${prefix}:sub`,
    });
    // The command connection's watcher (lib/redis-client.ts) reports outages once; this one would repeat them.
    this.sub.on('error', (err) => this.log.debug({ err: err.message }, 'realtime redis subscriber error'));
  }

  private key = (kind: string, channel: string) => `${this.prefix}:${kind}:${channel}`;
  private get controlChannel() {
    return `${this.prefix}:control`;
  }

  /** Both links up: commands (publish, history, presence) and the pub/sub one that receives fan-out. */
  connected(): boolean {
    return this.cmd.status === 'ready' && this.sub.status === 'ready';
  }

  async start(events: BrokerEvents): Promise<void> {
    this.events = events;
    const clientPrefix = this.key('ch', '');
    this.sub.on('message', (redisChannel: string, message: string) => {
      if (redisChannel === this.controlChannel) return this.onControl(message);
      if (redisChannel.startsWith(clientPrefix)) this.onMessage(redisChannel.slice(clientPrefix.length), message);
    });
    // ioredis re-subscribes by itself after a reconnect; what was published meanwhile is lost.
    this.sub.on('ready', () => {
      if (this.readyOnce) this.events?.onResync();
      this.readyOnce = true;
    });
    await Promise.all([waitReady(this.cmd), waitReady(this.sub)]);
    const control = this.sub.subscribe(this.controlChannel).catch((err) => {
      this.log.warn({ err: (err as Error).message }, 'realtime control subscribe failed; retried on reconnect');
    });
    // Redis away at start: the subscription waits in the offline queue and the process serves meanwhile.
    if (this.sub.status === 'ready') await control;
    this.refresher = setInterval(() => void this.refreshPresence(), this.limits.presenceRefreshMs);
    this.refresher.unref();
  }

  async publish(channel: string, body: string, history: boolean): Promise<StreamPosition | undefined> {
    if (!history) {
      await this.cmd.publish(this.key('ch', channel), `n${body}`);
      return undefined;
    }
    const [offset, epoch] = (await this.script(
      PUBLISH_SCRIPT,
      [this.key('stream', channel), this.key('meta', channel)],
      [
        body,
        String(this.limits.historySize),
        seconds(this.limits.historyTtlMs),
        seconds(this.limits.historyMetaTtlMs),
        newEpoch(),
        this.key('ch', channel),
      ],
    )) as [number, string];
    return { offset: Number(offset), epoch };
  }

  async publishJoin(channel: string, info: ClientInfo): Promise<void> {
    await this.cmd.publish(this.key('ch', channel), `j${JSON.stringify(info)}`);
  }

  async publishLeave(channel: string, info: ClientInfo): Promise<void> {
    await this.cmd.publish(this.key('ch', channel), `l${JSON.stringify(info)}`);
  }

  async publishControl(msg: ControlMessage): Promise<void> {
    await this.cmd.publish(this.controlChannel, JSON.stringify(msg));
  }

  async subscribe(channel: string): Promise<void> {
    await withTimeout(this.sub.subscribe(this.key('ch', channel)), SUBSCRIBE_TIMEOUT_MS, 'redis subscribe');
  }

  async unsubscribe(channel: string): Promise<void> {
    await this.sub.unsubscribe(this.key('ch', channel));
  }

  async history(channel: string, q: HistoryQuery): Promise<HistoryResult> {
    const since = q.since ? `(${q.since.offset}-0` : undefined;
    const mode = q.limit === 0 ? 'none' : q.reverse ? 'rev' : 'fwd';
    const [from, to] = q.reverse ? ['-', since ?? '+'] : [since ?? '-', '+'];
    const [top, epoch, entries] = (await this.script(
      HISTORY_SCRIPT,
      [this.key('stream', channel), this.key('meta', channel)],
      [newEpoch(), seconds(this.limits.historyMetaTtlMs), mode, from, to, String(Math.max(0, q.limit))],
    )) as [string, string, [string, string[]][]];
    const publications: BrokerPublication[] = entries.map(([id, fields]) => ({
      offset: Number.parseInt(id, 10),
      epoch,
      body: fields[1] ?? '{"data":null}',
    }));
    return { publications, position: { offset: Number(top), epoch } };
  }

  /**
   * Reads the stream here and rewrites it in one script: the script keeps entries published meanwhile as they
   * are, and does nothing when the stream was lost and started again (another epoch) in between.
   */
  async rewriteHistory(channel: string, rewrite: (body: string) => string | undefined): Promise<number> {
    const stream = this.key('stream', channel);
    const [epoch, entries] = await Promise.all([
      this.cmd.hget(this.key('meta', channel), 'e'),
      this.cmd.xrange(stream, '-', '+'),
    ]);
    if (!epoch) return 0;
    const replacements: string[] = [];
    for (const [id, fields] of entries) {
      const body = fields[1];
      if (body === undefined) continue;
      const next = rewrite(body);
      if (next !== undefined && next !== body) replacements.push(id, next);
    }
    if (replacements.length === 0) return 0;
    const changed = await this.script(REWRITE_SCRIPT, [stream, this.key('meta', channel)], [epoch, ...replacements]);
    return Number(changed);
  }

  async addPresence(channel: string, clientId: string, info: ClientInfo): Promise<void> {
    const json = JSON.stringify(info);
    let own = this.ownPresence.get(channel);
    if (!own) {
      own = new Map();
      this.ownPresence.set(channel, own);
    }
    own.set(clientId, json);
    await this.writePresence(channel, clientId, json);
  }

  async removePresence(channel: string, clientId: string): Promise<void> {
    const own = this.ownPresence.get(channel);
    own?.delete(clientId);
    if (own?.size === 0) this.ownPresence.delete(channel);
    await this.cmd
      .multi()
      .hdel(this.key('presence', channel), clientId)
      .zrem(this.key('presence-exp', channel), clientId)
      .exec();
  }

  async presence(channel: string): Promise<Record<string, ClientInfo>> {
    const flat = (await this.script(
      PRESENCE_GET_SCRIPT,
      [this.key('presence', channel), this.key('presence-exp', channel)],
      [String(Date.now())],
    )) as string[];
    const out: Record<string, ClientInfo> = {};
    for (let i = 0; i + 1 < flat.length; i += 2) out[flat[i] as string] = JSON.parse(flat[i + 1] as string);
    return out;
  }

  async close(): Promise<void> {
    clearInterval(this.refresher);
    this.sub.disconnect();
  }

  private writePresence(channel: string, clientId: string, json: string) {
    const expireAt = String(Date.now() + this.limits.presenceTtlMs);
    return this.script(
      PRESENCE_ADD_SCRIPT,
      [this.key('presence', channel), this.key('presence-exp', channel)],
      [clientId, json, expireAt, seconds(this.limits.presenceTtlMs)],
    );
  }

  private async refreshPresence(): Promise<void> {
    for (const [channel, entries] of this.ownPresence) {
      for (const [clientId, json] of entries) {
        await this.writePresence(channel, clientId, json).catch(() => undefined);
      }
    }
  }

  private onMessage(channel: string, message: string): void {
    const events = this.events;
    if (!events) return;
    try {
      const kind = message[0];
      if (kind === 'p') {
        const a = message.indexOf(':');
        const b = message.indexOf(':', a + 1);
        events.onPublication(channel, {
          offset: Number(message.slice(1, a)),
          epoch: message.slice(a + 1, b),
          body: message.slice(b + 1),
        });
      } else if (kind === 'n') events.onPublication(channel, { body: message.slice(1) });
      else if (kind === 'j') events.onJoin(channel, JSON.parse(message.slice(1)));
      else if (kind === 'l') events.onLeave(channel, JSON.parse(message.slice(1)));
    } catch (err) {
      this.log.warn({ err: (err as Error).message, channel }, 'realtime: bad broker message');
    }
  }

  private onControl(message: string): void {
    try {
      this.events?.onControl(JSON.parse(message) as ControlMessage);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'realtime: bad control message');
    }
  }

  /** EVALSHA with a fallback to EVAL, which also caches the script on the server. */
  private async script(source: string, keys: string[], args: string[]): Promise<unknown> {
    try {
      return await this.cmd.evalsha(sha1(source), keys.length, ...keys, ...args);
    } catch (err) {
      if (!String((err as Error).message).includes('NOSCRIPT')) throw err;
      return this.cmd.eval(source, keys.length, ...keys, ...args);
    }
  }
}

/** Waits for a connection to be usable, but never blocks start-up: Redis may come up later. */
function waitReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, READY_WAIT_MS);
    redis.once('ready', done);
  });
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
