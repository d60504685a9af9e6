import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../lib/clock.ts';
import type { Principal } from '../lib/principal.ts';
import type {
  Broker,
  BrokerEvents,
  BrokerPublication,
  ClientInfo,
  ControlMessage,
  DisconnectControl,
  RightsControl,
} from './broker.ts';
import { type ConversationLookup, parseChannel } from './channel-auth.ts';
import type { ChannelSubscription } from './channel-subscription.ts';
import { encodePubBody, encodePubPush, encodePush } from './protocol-codec.ts';
import { type DisconnectReason, Disconnects } from './protocol-codes.ts';
import { type RealtimeTuning, sweepPeriod, TICK_MS } from './realtime-tuning.ts';
import { SharedFrame } from './send-queue.ts';

/** What the real-time server needs from the rest of the app (wired in app.ts). */
export interface RealtimeAccess extends ConversationLookup {
  /** Resolves a token to a live session (throws AppError TOKEN_EXPIRED / UNAUTHENTICATED). */
  authenticate(token: string): Promise<Principal>;
  displayName(userId: number): Promise<string>;
  /** The session's principal read again (its role's permissions may have changed); undefined once it ended. */
  reload(principal: Principal): Promise<Principal | undefined>;
}

/** The part of a connection the hub deals with. */
export interface HubConnection {
  readonly id: string;
  readonly principal: Principal | undefined;
  /** When its token check started: revocations after it apply even if registration comes later. */
  readonly authStartedAt: number;
  disconnect(reason: DisconnectReason): void;
  /** The hub's sweep: `tick` is the hub's tick, `now` the app clock's time in ms, both read once per sweep. */
  onTick(tick: number, now: number): void;
  /** Loads its rights again and leaves the channels whose right it lost (no query when it holds none). */
  recheckRights(): Promise<void>;
}

/** A channel's local subscribers: most channels have one (a member's own), held without a Set. */
type Subscribers = ChannelSubscription | Set<ChannelSubscription>;

const each = (subs: Subscribers): Iterable<ChannelSubscription> => (subs instanceof Set ? subs : [subs]);

interface Revocation extends Omit<DisconnectControl, 'type' | 'origin'> {
  at: number;
}

const REVOCATION_MEMORY_MS = 60_000;

/**
 * The process-wide centre of real-time delivery: which local connections listen to which channel, the
 * broker that connects processes, and the API the rest of the app calls (`ctx.realtime`).
 */
export class RealtimeHub implements BrokerEvents {
  readonly nodeId = randomUUID();
  /** Registered connections per user on this process. */
  private readonly perUser = new Map<number, number>();
  private readonly channels = new Map<string, Subscribers>();
  /** The broker join of a channel whose first subscriber is still waiting for it; forgotten once it settles. */
  private readonly joining = new Map<string, Promise<void>>();
  private readonly connections = new Map<string, HubConnection>();
  /** The app's clock (attachRealtimeServer sets it): token expiry is judged by it. */
  clock: Clock = systemClock;
  /**
   * One sweep for every connection's pings, pong deadlines and token expiry instead of three timers per
   * socket: an idle connection then holds two small integers instead of timer objects.
   */
  private sweeper: NodeJS.Timeout | undefined;
  private sweepMs = 0;
  private revocations: Revocation[] = [];
  private maxQueued = 0;
  private closing = false;
  /** Totals since start, read by the metrics scrape (plain numbers: the delivery loop stays allocation-free). */
  private readonly totals = { published: 0, publishFailures: 0, delivered: 0 };

  constructor(
    readonly broker: Broker,
    /** Shared with the broker; read at each use so tests (and operators) can lower values on a live hub. */
    readonly tuning: RealtimeTuning,
    readonly version: string,
    readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.broker.start(this);
    this.scheduleSweep();
  }

  /** Time since the process started, in sweep units: a small integer (a deadline costs no heap number). */
  get tick(): number {
    return Math.floor(performance.now() / TICK_MS);
  }

  get isClosing(): boolean {
    return this.closing;
  }

  /**
   * Publishes server data on a channel to every subscriber on every process. Call it after the database
   * commit, never inside a transaction. Rejects when the broker is down; the database stays the truth and
   * clients that miss it reload over HTTP.
   */
  async publish(channel: string, data: unknown, info?: ClientInfo): Promise<void> {
    const spec = parseChannel(channel);
    if (!spec) throw new Error(`realtime: unknown channel ${channel}`);
    try {
      await this.broker.publish(channel, encodePubBody(JSON.stringify(data ?? null), info), spec.options.history);
    } catch (err) {
      this.totals.publishFailures++;
      throw err;
    }
    this.totals.published++;
  }

  /**
   * Rewrites the data of the publications a channel keeps for recovery, at the same offsets: `rewrite` answers
   * the new data, or undefined to keep a publication. A deleted or edited message's old text thus leaves the
   * history (docs/realtime.md "Missed messages"); clients already past those offsets are not sent anything.
   */
  async rewriteHistory(channel: string, rewrite: (data: unknown) => unknown): Promise<number> {
    const spec = parseChannel(channel);
    if (!spec?.options.history) return 0;
    return this.broker.rewriteHistory(channel, (body) => {
      const pub = JSON.parse(body) as { data: unknown; info?: ClientInfo };
      const next = rewrite(pub.data);
      return next === undefined ? undefined : encodePubBody(JSON.stringify(next), pub.info);
    });
  }

  /**
   * Closes the sockets of revoked sessions on every process (3500, terminal for the SDK): given session ids,
   * or all sessions of a user except one. Never throws: revocation itself is already committed.
   */
  async disconnectSessions(target: readonly string[] | number, opts: { exceptSessionId?: string } = {}): Promise<void> {
    const msg: DisconnectControl =
      typeof target === 'number'
        ? { type: 'disconnect', origin: this.nodeId, userId: target, exceptSessionId: opts.exceptSessionId }
        : { type: 'disconnect', origin: this.nodeId, sessionIds: [...target] };
    this.applyRevocation(msg);
    await this.broker.publishControl(msg).catch((err) => {
      this.log.warn({ err: (err as Error).message }, 'realtime: could not broadcast session revocation');
    });
  }

  /**
   * The app narrowed who may read a channel (a group stopped letting visitors read its chapter channel): on every
   * process, each subscriber's right is checked again and those who lost it are unsubscribed by the server, so
   * nothing more reaches them. Never throws: the change itself is already committed.
   */
  async recheckChannel(channel: string): Promise<void> {
    this.applyRecheck(channel);
    await this.broker.publishControl({ type: 'recheck', origin: this.nodeId, channel }).catch((err) => {
      this.log.warn({ err: (err as Error).message }, 'realtime: could not broadcast a channel recheck');
    });
  }

  /**
   * A role's permissions changed (role permission overrides of a group, or of the platform when `groupId` is
   * absent): on every process, the connections of those members that hold a channel whose right follows the role
   * load their rights again, and leave the channels they lost with a server unsubscribe. Never throws: the change
   * itself is already committed.
   */
  async recheckRights(groupId?: number): Promise<void> {
    const msg: RightsControl = { type: 'rights', origin: this.nodeId, ...(groupId !== undefined && { groupId }) };
    await Promise.all([
      this.applyRights(msg),
      this.broker.publishControl(msg).catch((err) => {
        this.log.warn({ err: (err as Error).message }, 'realtime: could not broadcast a rights change');
      }),
    ]);
  }

  /** False when the connection's session was revoked while it was authenticating. */
  register(conn: HubConnection): boolean {
    const p = conn.principal;
    if (!p || this.closing) return false;
    if (this.revocations.some((r) => r.at >= conn.authStartedAt && revokes(r, p))) return false;
    this.connections.set(conn.id, conn);
    this.perUser.set(p.userId, (this.perUser.get(p.userId) ?? 0) + 1);
    this.scheduleSweep();
    return true;
  }

  /** The members holding a live connection on this process. */
  connectedUsers(): number[] {
    return [...this.perUser.keys()];
  }

  /** True when the user already holds as many connections on this process as one user may. */
  atUserLimit(userId: number): boolean {
    return (this.perUser.get(userId) ?? 0) >= this.tuning.maxConnectionsPerUser;
  }

  unregister(conn: HubConnection): void {
    if (!this.connections.delete(conn.id) || !conn.principal) return;
    const left = (this.perUser.get(conn.principal.userId) ?? 1) - 1;
    if (left > 0) this.perUser.set(conn.principal.userId, left);
    else this.perUser.delete(conn.principal.userId);
  }

  /** Adds a local subscriber; the first one for a channel joins the broker's fan-out for it. */
  async addSubscription(sub: ChannelSubscription): Promise<void> {
    const channel = sub.channel;
    const subs = this.channels.get(channel);
    let joined: Promise<void> | undefined;
    if (subs === undefined) {
      joined = this.broker.subscribe(channel);
      this.channels.set(channel, sub);
      this.joining.set(channel, joined);
    } else {
      if (subs instanceof Set) subs.add(sub);
      else this.channels.set(channel, new Set([subs, sub]));
      joined = this.joining.get(channel);
      if (joined === undefined) return;
    }
    try {
      await joined;
      if (this.joining.get(channel) === joined) this.joining.delete(channel);
    } catch (err) {
      // Forget the failed join, and every subscriber waiting for it, so the next subscriber tries again.
      if (this.joining.get(channel) === joined) {
        this.joining.delete(channel);
        this.channels.delete(channel);
        this.broker.unsubscribe(channel).catch(() => undefined);
      }
      throw err;
    }
  }

  removeSubscription(sub: ChannelSubscription): void {
    sub.deactivate();
    const subs = this.channels.get(sub.channel);
    if (subs instanceof Set) {
      if (subs.delete(sub) && subs.size === 1)
        this.channels.set(sub.channel, subs.values().next().value as ChannelSubscription);
      return;
    }
    if (subs !== sub) return;
    this.channels.delete(sub.channel);
    this.joining.delete(sub.channel);
    this.broker.unsubscribe(sub.channel).catch((err) => {
      this.log.warn({ err: (err as Error).message }, 'realtime: broker unsubscribe failed');
    });
  }

  /** Presence of a subscriber on a presence channel, announced to subscribers that asked for join/leave. */
  async enterPresence(channel: string, info: ClientInfo): Promise<void> {
    await this.broker.addPresence(channel, info.client, info);
    await this.broker.publishJoin(channel, info);
  }

  leavePresence(channel: string, info: ClientInfo): void {
    const log = (err: unknown) => this.log.warn({ err: (err as Error).message }, 'realtime: presence removal failed');
    this.broker
      .removePresence(channel, info.client)
      .then(() => this.broker.publishLeave(channel, info))
      .catch(log);
  }

  // ── Broker events ──

  onPublication(channel: string, pub: BrokerPublication): void {
    const subs = this.channels.get(channel);
    if (!subs) return;
    // Serialised once per publication, whatever the number of subscribers.
    const frame = new SharedFrame(encodePubPush(channel, pub));
    if (subs instanceof Set) {
      for (const sub of subs) sub.deliver(pub, frame);
      this.totals.delivered += subs.size;
    } else {
      subs.deliver(pub, frame);
      this.totals.delivered++;
    }
  }

  onJoin(channel: string, info: ClientInfo): void {
    this.joinLeave(channel, 'join', info);
  }

  onLeave(channel: string, info: ClientInfo): void {
    this.joinLeave(channel, 'leave', info);
  }

  onControl(msg: ControlMessage): void {
    if (msg.origin === this.nodeId) return;
    if (msg.type === 'disconnect') this.applyRevocation(msg);
    else if (msg.type === 'recheck') this.applyRecheck(msg.channel);
    else if (msg.type === 'rights') void this.applyRights(msg);
  }

  /** Fan-out was interrupted: every positioned subscription resubscribes and recovers what it missed. */
  onResync(): void {
    for (const subs of [...this.channels.values()]) {
      for (const sub of [...each(subs)]) {
        if (!sub.options.history || !sub.isSubscribed) continue;
        sub.deactivate();
        sub.owner.lostPosition(sub);
      }
    }
  }

  // ── Lifecycle and monitoring ──

  observeQueue(bytes: number): void {
    if (bytes > this.maxQueued) this.maxQueued = bytes;
  }

  /** Subscriptions are counted here, when asked (a metrics scrape), never on the subscribe path. */
  stats(): { connections: number; channels: number; subscriptions: number; maxQueuedBytes: number } {
    let subscriptions = 0;
    for (const subs of this.channels.values()) subscriptions += subs instanceof Set ? subs.size : 1;
    const { size: connections } = this.connections;
    return { connections, channels: this.channels.size, subscriptions, maxQueuedBytes: this.maxQueued };
  }

  /** Publications this process sent (and failed to send) to the broker, and copies it handed to local subscribers. */
  counters(): Readonly<{ published: number; publishFailures: number; delivered: number }> {
    return this.totals;
  }

  /** Closes every socket (3001 by default): the SDK reconnects, to another process when this one is gone. */
  disconnectAll(reason: DisconnectReason = Disconnects.shutdown): void {
    this.closing = true;
    for (const conn of [...this.connections.values()]) conn.disconnect(reason);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.disconnectAll();
    await this.broker.close();
  }

  private joinLeave(channel: string, kind: 'join' | 'leave', info: ClientInfo): void {
    const subs = this.channels.get(channel);
    if (!subs) return;
    const frame = new SharedFrame(encodePush(channel, kind, { info }));
    for (const sub of each(subs)) if (sub.joinLeave && sub.isSubscribed) sub.owner.send(frame);
  }

  /** (Re)starts the sweep when the tuning asks for another period: tests lower the ping timings on a live hub. */
  private scheduleSweep(): void {
    const ms = sweepPeriod(this.tuning);
    if (ms === this.sweepMs) return;
    clearInterval(this.sweeper);
    this.sweepMs = ms;
    this.sweeper = setInterval(() => this.sweep(), ms).unref();
  }

  private sweep(): void {
    this.scheduleSweep();
    const tick = this.tick;
    const now = this.clock.now().getTime();
    // A Map iterator tolerates the deletions of connections the sweep closes.
    for (const conn of this.connections.values()) conn.onTick(tick, now);
  }

  private applyRecheck(channel: string): void {
    const subs = this.channels.get(channel);
    if (subs === undefined) return;
    for (const sub of [...each(subs)]) {
      sub.owner.recheck(sub).catch((err: unknown) => {
        this.log.warn({ err: (err as Error).message, channel }, 'realtime: channel recheck failed');
      });
    }
  }

  /** One connection after another: a platform-wide change must not fire a query per socket at once. */
  private async applyRights(msg: RightsControl): Promise<void> {
    for (const conn of [...this.connections.values()]) {
      if (msg.groupId !== undefined && conn.principal?.groupId !== msg.groupId) continue;
      await conn.recheckRights().catch((err: unknown) => {
        this.log.warn({ err: (err as Error).message }, 'realtime: rights recheck failed');
      });
    }
  }

  private applyRevocation(msg: DisconnectControl): void {
    const now = Date.now();
    this.revocations = this.revocations.filter((r) => r.at > now - REVOCATION_MEMORY_MS);
    this.revocations.push({ ...msg, at: now });
    for (const conn of [...this.connections.values()]) {
      if (conn.principal && revokes(msg, conn.principal)) conn.disconnect(Disconnects.sessionRevoked);
    }
  }
}

function revokes(r: Omit<DisconnectControl, 'type' | 'origin'>, p: Principal): boolean {
  if (r.sessionIds) return r.sessionIds.includes(p.sessionId);
  return r.userId === p.userId && r.exceptSessionId !== p.sessionId;
}
