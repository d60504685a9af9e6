import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { RawData, WebSocket } from 'ws';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import type { Principal } from '../lib/principal.ts';
import type { ClientInfo } from './broker.ts';
import { isProtocolError } from './channel-auth.ts';
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
import { SendQueue, type SharedFrame } from './send-queue.ts';

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * One WebSocket speaking the Centrifuge protocol. Frames are processed strictly in order, one command at a
 * time (the SDK batches connect with subscribes and relies on it); replies and pushes share one bounded
 * send queue, so their order on the wire is the order they were produced.
 */
export class Connection implements HubConnection, SubscriptionOwner, ChannelCommandContext {
  readonly id = randomUUID();
  principal: Principal | undefined;
  name = '';
  authStartedAt = 0;
  readonly subs = new Map<string, ChannelSubscription>();
  private readonly queue: SendQueue;
  private readonly frames: string[] = [];
  private processing = false;
  private paused = false;
  private closed = false;
  private expiresAt = 0;
  private readonly timers: Partial<Record<'stale' | 'ping' | 'pong' | 'expiry' | 'kill', NodeJS.Timeout>> = {};
  private publishTokens: number;
  private publishRefilledAt = Date.now();

  constructor(
    private readonly ws: WebSocket,
    readonly hub: RealtimeHub,
    readonly access: RealtimeAccess,
    private readonly clock: Clock,
    /** Called once, when the connect succeeds or the socket closes first (the per-address pending count). */
    private onSettled: () => void = () => {},
  ) {
    const tuning = hub.tuning;
    this.queue = new SendQueue(
      ws,
      () => tuning.maxQueueBytes,
      () => this.disconnect(Disconnects.slow),
      (bytes) => hub.observeQueue(bytes),
    );
    this.publishTokens = tuning.clientPublishesPerSecond;
    ws.on('message', (data) => this.receive(data));
    ws.on('close', () => {
      clearTimeout(this.timers.kill);
      this.cleanup();
    });
    // ws reports protocol violations (e.g. a frame over maxPayload → 1009) and closes the socket itself.
    ws.on('error', () => this.cleanup());
    this.timers.stale = setTimeout(() => this.disconnect(Disconnects.stale), tuning.connectTimeoutMs);
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

  overflow(): void {
    this.disconnect(Disconnects.slow);
  }

  lostPosition(sub: ChannelSubscription): void {
    if (this.subs.get(sub.channel) !== sub) return;
    this.dropSubscription(sub);
    this.send(encodePush(sub.channel, 'unsubscribe', Unsubscribes.insufficientState));
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
    this.timers.kill = setTimeout(() => this.ws.terminate(), this.hub.tuning.closeTimeoutMs);
    this.timers.kill.unref();
  }

  private settle(): void {
    const settled = this.onSettled;
    this.onSettled = () => {};
    settled();
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    this.settle();
    for (const key of ['stale', 'ping', 'pong', 'expiry'] as const) clearTimeout(this.timers[key]);
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
        clearTimeout(this.timers.pong);
        this.timers.pong = undefined;
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
    clearTimeout(this.timers.stale);
    this.settle();
    const ttl = this.armExpiry(req.token);
    this.schedulePing(this.hub.tuning.pingIntervalMs * (0.5 + Math.random() / 2));
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
    return { reply: { client: this.id, version: this.hub.version, expires: true, ttl } };
  }

  /** The connection lives as long as its token, plus a grace period to refresh it (else 3005). */
  private armExpiry(token: string): number {
    const exp = decodeJwt(token).exp ?? 0;
    this.expiresAt = exp * 1000;
    const ttlMs = Math.max(1000, this.expiresAt - this.clock.now().getTime());
    clearTimeout(this.timers.expiry);
    const check = (delay: number) => {
      this.timers.expiry = setTimeout(
        () => {
          const left = this.expiresAt - this.clock.now().getTime();
          if (left <= 0) this.disconnect(Disconnects.expired);
          else check(left + this.hub.tuning.expiryGraceMs);
        },
        Math.min(delay, MAX_TIMER_MS),
      );
      this.timers.expiry.unref();
    };
    check(ttlMs + this.hub.tuning.expiryGraceMs);
    return Math.floor(ttlMs / 1000);
  }

  /** Server pings `{}`; the client must answer within the pong timeout (else 3012). */
  private schedulePing(delay: number): void {
    this.timers.ping = setTimeout(() => {
      if (this.closed) return;
      this.send(PING_FRAME);
      this.timers.pong ??= setTimeout(() => this.disconnect(Disconnects.noPong), this.hub.tuning.pongTimeoutMs);
      this.schedulePing(this.hub.tuning.pingIntervalMs);
    }, delay);
  }
}
