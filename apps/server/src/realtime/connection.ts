import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { RawData, WebSocket } from 'ws';
import { AppError } from '../lib/app-error.ts';
import type { Principal } from '../lib/principal.ts';
import type { ClientInfo } from './broker.ts';
import { isProtocolError, maySubscribe, parseChannel, rightFollowsRole } from './channel-auth.ts';
import { type ChannelCommandContext, channelCommands, type Outcome } from './channel-commands.ts';
import type { ChannelSubscription, SubscriptionOwner } from './channel-subscription.ts';
import {
  type Command,
  decodeCommand,
  decodeFrame,
  encodeError,
  encodePush,
  encodeReply,
  PING_FRAME,
  type Requests,
} from './protocol-codec.ts';
import { type DisconnectReason, Disconnects, Errors, Unsubscribes } from './protocol-codes.ts';
import type { HubConnection, RealtimeAccess, RealtimeHub } from './realtime-hub.ts';
import { ticksIn } from './realtime-tuning.ts';
import { type QueueOwner, SendQueue, type SharedFrame } from './send-queue.ts';

/** Shared by every connection once settled, instead of a closure each. */
const NOOP = () => {};

/**
 * One WebSocket speaking the Centrifuge protocol. Frames are processed strictly in order, one command at a
 * time (the SDK batches connect with subscribes and relies on it); replies and pushes share one bounded
 * send queue, so their order on the wire is the order they were produced.
 */
export class Connection implements HubConnection, SubscriptionOwner, ChannelCommandContext, QueueOwner {
  readonly id = randomUUID();
  principal: Principal | undefined;
  name = '';
  authStartedAt = 0;
  readonly subs = new Map<string, ChannelSubscription>();
  private readonly queue: SendQueue;
  private frames: string[] = [];
  private processing = false;
  private paused = false;
  private closed = false;
  private expiresAt = 0;
  /** Next ping, and the pong deadline of the ping sent (0: none), in hub ticks: the hub's sweep checks them. */
  private pingAt = 0;
  private pongBy = 0;
  /** The connect deadline (3502), only until the connect succeeds. */
  private staleTimer: NodeJS.Timeout | undefined;
  /** After a close the server started, the socket is dropped if the client does not finish the handshake. */
  private killTimer: NodeJS.Timeout | undefined;
  private publishTokens: number;
  private publishRefilledAt = Date.now();

  constructor(
    private readonly ws: WebSocket,
    readonly hub: RealtimeHub,
    readonly access: RealtimeAccess,
    /** Called once, when the connect succeeds or the socket closes first (the per-address pending count). */
    private onSettled: () => void = NOOP,
  ) {
    const tuning = hub.tuning;
    this.queue = new SendQueue(ws, this);
    this.publishTokens = tuning.clientPublishesPerSecond;
    ws.on('message', (data) => this.receive(data));
    ws.on('close', () => {
      clearTimeout(this.killTimer);
      this.cleanup();
    });
    // ws reports protocol violations (e.g. a frame over maxPayload → 1009) and closes the socket itself.
    ws.on('error', () => this.cleanup());
    this.staleTimer = setTimeout(() => this.disconnect(Disconnects.stale), tuning.connectTimeoutMs);
  }

  get userId(): number {
    return this.principal?.userId ?? 0;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  info(withConnInfo = false): ClientInfo {
    const info: ClientInfo = { user: String(this.userId), client: this.id };
    if (withConnInfo) info.conn_info = { name: this.name };
    return info;
  }

  send(part: SharedFrame | string): void {
    this.queue.push(part);
  }

  get maxQueueBytes(): number {
    return this.hub.tuning.maxQueueBytes;
  }

  observeQueue(bytes: number): void {
    this.hub.observeQueue(bytes);
  }

  /** The send queue passed its limit, or a subscribe buffered too much. */
  overflow(): void {
    this.disconnect(Disconnects.slow);
  }

  /**
   * The hub's sweep (docs/realtime.md "Connection"): the server pings `{}` every interval and the client must
   * answer within the pong timeout (else 3012); past its token's expiry plus the grace to refresh it, 3005.
   */
  onTick(tick: number, now: number): void {
    if (this.closed) return;
    if (this.pongBy !== 0 && tick >= this.pongBy) {
      this.disconnect(Disconnects.noPong);
      return;
    }
    const tuning = this.hub.tuning;
    if (this.pingAt !== 0 && tick >= this.pingAt) {
      this.send(PING_FRAME);
      if (this.pongBy === 0) this.pongBy = tick + ticksIn(tuning.pongTimeoutMs);
      this.pingAt = tick + ticksIn(tuning.pingIntervalMs);
    }
    if (now >= this.expiresAt + tuning.expiryGraceMs) this.disconnect(Disconnects.expired);
  }

  lostPosition(sub: ChannelSubscription): void {
    if (this.subs.get(sub.channel) !== sub) return;
    this.dropSubscription(sub);
    this.send(encodePush(sub.channel, 'unsubscribe', Unsubscribes.insufficientState));
  }

  async recheck(sub: ChannelSubscription): Promise<void> {
    const spec = parseChannel(sub.channel);
    if (!spec || this.closed) return;
    if (await maySubscribe(this, spec, this.access)) return;
    if (this.subs.get(sub.channel) !== sub) return;
    this.dropSubscription(sub);
    // Below 2500: the SDK does not subscribe again on its own.
    this.send(encodePush(sub.channel, 'unsubscribe', Unsubscribes.server));
  }

  async recheckRights(): Promise<void> {
    const current = this.principal;
    if (!current || this.closed || this.roleBound().length === 0) return;
    const fresh = await this.access.reload(current);
    if (this.closed) return;
    if (!fresh) return this.disconnect(Disconnects.sessionRevoked);
    this.principal = fresh;
    await this.recheckRoleBound();
  }

  /** The subscriptions whose right follows the role and its permissions. */
  private roleBound(): ChannelSubscription[] {
    return [...this.subs.values()].filter((sub) => {
      const spec = parseChannel(sub.channel);
      return spec !== undefined && rightFollowsRole(spec);
    });
  }

  /** Checks those against the principal as loaded now; those whose right was lost end with a server unsubscribe. */
  private async recheckRoleBound(): Promise<void> {
    for (const sub of this.roleBound()) await this.recheck(sub);
  }

  /** A simple token bucket: typing events are frequent, floods are not. */
  allowPublish(): boolean {
    const rate = this.hub.tuning.clientPublishesPerSecond;
    const now = Date.now();
    this.publishTokens = Math.min(rate, this.publishTokens + ((now - this.publishRefilledAt) / 1000) * rate);
    this.publishRefilledAt = now;
    if (this.publishTokens < 1) return false;
    this.publishTokens -= 1;
    return true;
  }

  dropSubscription(sub: ChannelSubscription): void {
    if (this.subs.get(sub.channel) === sub) this.subs.delete(sub.channel);
    this.hub.removeSubscription(sub);
    if (sub.options.presence) this.hub.leavePresence(sub.channel, this.info());
  }

  /** Sends what is queued, closes with the code, and drops the socket if the client never answers. */
  disconnect(reason: DisconnectReason): void {
    if (this.closed) return;
    this.queue.flush();
    this.cleanup();
    try {
      this.ws.close(reason.code, reason.reason);
    } catch {
      this.ws.terminate();
    }
    this.killTimer = setTimeout(() => this.ws.terminate(), this.hub.tuning.closeTimeoutMs);
    this.killTimer.unref();
  }

  private settle(): void {
    const settled = this.onSettled;
    this.onSettled = NOOP;
    settled();
  }

  private clearStale(): void {
    clearTimeout(this.staleTimer);
    this.staleTimer = undefined;
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    this.settle();
    this.clearStale();
    this.queue.close();
    this.frames.length = 0;
    this.hub.unregister(this);
    for (const sub of [...this.subs.values()]) this.dropSubscription(sub);
  }

  private receive(data: RawData): void {
    if (this.closed) return;
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Buffer.from(new Uint8Array(data)).toString('utf8');
    this.frames.push(text);
    // Backpressure on input: a client sending faster than its commands complete stops being read.
    if (this.frames.length >= this.hub.tuning.maxPendingFrames && !this.paused) {
      this.paused = true;
      this.ws.pause();
    }
    if (!this.processing) void this.process();
  }

  private async process(): Promise<void> {
    this.processing = true;
    try {
      for (let frame = this.frames.shift(); frame !== undefined; frame = this.frames.shift()) {
        if (this.paused && this.frames.length < this.hub.tuning.maxPendingFrames / 2) {
          this.paused = false;
          this.ws.resume();
        }
        await this.handleFrame(frame);
        if (this.closed) break;
      }
      // shift() leaves the array's backing store as large as it ever was: an idle connection keeps none.
      if (this.frames.length === 0) this.frames = [];
    } catch (err) {
      this.hub.log.error({ err }, 'realtime: command processing failed');
      this.disconnect(Disconnects.internal);
    } finally {
      this.processing = false;
    }
  }

  private async handleFrame(text: string): Promise<void> {
    let raws: unknown[];
    try {
      raws = decodeFrame(text);
    } catch {
      return this.disconnect(Disconnects.badRequest);
    }
    for (const raw of raws) {
      if (this.closed) return;
      const cmd = decodeCommand(raw, Errors.badRequest);
      if (cmd.kind === 'pong') {
        this.pongBy = 0;
        continue;
      }
      if (cmd.kind === 'send') continue;
      if (cmd.kind === 'invalid') return this.disconnect(Disconnects.badRequest);
      // Before a successful connect only connect is allowed, and only once.
      const isConnect = cmd.kind === 'command' && cmd.method === 'connect';
      if (isConnect === (this.principal !== undefined)) return this.disconnect(Disconnects.badRequest);
      if (cmd.kind === 'bad') {
        this.send(encodeError(cmd.id, cmd.error));
        continue;
      }
      if (!(await this.run(cmd))) return;
    }
  }

  /** Runs one command and queues its reply; false stops the rest of the frame. */
  private async run(cmd: Command): Promise<boolean> {
    let outcome: Outcome | undefined;
    try {
      outcome = await this.dispatch(cmd);
    } catch (err) {
      if (this.closed) return false;
      if (!isProtocolError(err)) this.hub.log.warn({ err, method: cmd.method }, 'realtime: command failed');
      this.send(encodeError(cmd.id, isProtocolError(err) ? err : Errors.internal));
      // After a failed connect the SDK closes the socket; the subscribes batched with it are moot.
      return cmd.method !== 'connect';
    }
    if (this.closed || !outcome) return false;
    this.send(encodeReply(cmd.id, cmd.method, outcome.reply, outcome.pubs));
    outcome.after?.();
    return true;
  }

  private dispatch(cmd: Command): Promise<Outcome | undefined> {
    switch (cmd.method) {
      case 'connect':
        return this.connect(cmd.req);
      case 'refresh':
        return this.refresh(cmd.req);
      default: {
        const handler = channelCommands[cmd.method] as (c: ChannelCommandContext, req: unknown) => Promise<Outcome>;
        return handler(this, cmd.req);
      }
    }
  }

  /** Resolves a token; an expired one is a protocol error, an invalid or revoked one closes with 3500. */
  private async authenticate(
    token: string | undefined,
    expired: typeof Errors.tokenExpired | typeof Errors.tokenExpiredTemporary,
  ) {
    if (!token) return undefined;
    try {
      return await this.access.authenticate(token);
    } catch (err) {
      if (err instanceof AppError && err.code === 'TOKEN_EXPIRED') throw expired;
      if (err instanceof AppError) return undefined;
      throw err;
    }
  }

  private async connect(req: Requests['connect']): Promise<Outcome | undefined> {
    this.authStartedAt = Date.now();
    const principal = await this.authenticate(req.token, Errors.tokenExpired);
    if (!principal || !req.token) return void this.disconnect(Disconnects.invalidToken);
    const name = await this.access.displayName(principal.userId);
    if (this.closed) return undefined;
    if (this.hub.atUserLimit(principal.userId)) return void this.disconnect(Disconnects.connectionLimit);
    this.principal = principal;
    this.name = name;
    if (!this.hub.register(this)) {
      return void this.disconnect(this.hub.isClosing ? Disconnects.shutdown : Disconnects.sessionRevoked);
    }
    this.clearStale();
    this.settle();
    const ttl = this.armExpiry(req.token);
    // The first ping comes after half to all of the interval, so sockets opened together are not pinged together.
    this.pingAt = this.hub.tick + ticksIn(this.hub.tuning.pingIntervalMs * (0.5 + Math.random() / 2));
    const reply = {
      client: this.id,
      version: this.hub.version,
      expires: true,
      ttl,
      data: { serverVersion: this.hub.version },
      ping: Math.max(1, Math.round(this.hub.tuning.pingIntervalMs / 1000)),
      pong: true,
    };
    return { reply };
  }

  private async refresh(req: Requests['refresh']): Promise<Outcome | undefined> {
    const principal = await this.authenticate(req.token, Errors.tokenExpiredTemporary);
    if (!principal || principal.userId !== this.userId) return void this.disconnect(Disconnects.invalidToken);
    this.principal = principal;
    const ttl = this.armExpiry(req.token);
    // The rights were just loaded again: a channel whose right was lost ends here too, so a rights change whose
    // broker message never reached this process still applies within a token's lifetime.
    const after = () =>
      void this.recheckRoleBound().catch((err: unknown) => {
        this.hub.log.warn({ err: (err as Error).message }, 'realtime: rights recheck after refresh failed');
      });
    return { reply: { client: this.id, version: this.hub.version, expires: true, ttl }, after };
  }

  /** The connection lives as long as its token, plus a grace period to refresh it (the sweep closes it with 3005). */
  private armExpiry(token: string): number {
    const exp = decodeJwt(token).exp ?? 0;
    this.expiresAt = exp * 1000;
    const ttlMs = Math.max(1000, this.expiresAt - this.hub.clock.now().getTime());
    return Math.floor(ttlMs / 1000);
  }
}
