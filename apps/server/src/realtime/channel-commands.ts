import type { Principal } from '../lib/principal.ts';
import type { ClientInfo } from './broker.ts';
import {
  authorizeTypingPublish,
  type ChannelSpec,
  isProtocolError,
  maySubscribe,
  parseChannel,
} from './channel-auth.ts';
import { ChannelSubscription, type SubscriptionOwner } from './channel-subscription.ts';
import { pubToWire, type Requests } from './protocol-codec.ts';
import { type DisconnectReason, Disconnects, Errors } from './protocol-codes.ts';
import type { RealtimeAccess, RealtimeHub } from './realtime-hub.ts';

/** What the channel commands need from their connection. */
export interface ChannelCommandContext extends SubscriptionOwner {
  readonly userId: number;
  readonly principal: Principal | undefined;
  readonly name: string;
  readonly subs: Map<string, ChannelSubscription>;
  readonly hub: RealtimeHub;
  readonly access: RealtimeAccess;
  readonly isClosed: boolean;
  info(withConnInfo?: boolean): ClientInfo;
  allowPublish(): boolean;
  dropSubscription(sub: ChannelSubscription): void;
  disconnect(reason: DisconnectReason): void;
}

/** A reply result, publications already in wire form, and what to do once the reply is queued. */
export interface Outcome {
  reply: object;
  pubs?: string[];
  after?: () => void;
}

/** The channel named in a request, which the caller may read (subscribe, history, presence). */
async function readable(c: ChannelCommandContext, channel: string): Promise<ChannelSpec> {
  const spec = parseChannel(channel);
  if (!spec) throw Errors.unknownChannel;
  if (!(await maySubscribe(c, spec, c.access))) throw Errors.permissionDenied;
  return spec;
}

/**
 * Race-free subscribe: register the subscription (it buffers live publications) → join the broker's
 * fan-out → read the stream's position (and the missed publications when recovering) → reply → flush the
 * buffer from the replied position, dropping duplicates and resubscribing on gaps.
 */
async function subscribe(c: ChannelCommandContext, req: Requests['subscribe']): Promise<Outcome | undefined> {
  if (c.subs.has(req.channel)) throw Errors.alreadySubscribed;
  if (c.subs.size >= c.hub.tuning.maxChannels) return void c.disconnect(Disconnects.channelLimit);
  const spec = await readable(c, req.channel);
  const sub = new ChannelSubscription(c, req.channel, spec.options, req.join_leave === true);
  c.subs.set(req.channel, sub);
  try {
    await c.hub.addSubscription(sub);
    const stream = spec.options.history ? await streamState(c.hub, req) : undefined;
    if (c.isClosed) return undefined;
    if (spec.options.presence) await c.hub.enterPresence(req.channel, c.info(true));
    const reply = stream?.reply ?? {};
    return { reply, pubs: stream?.pubs, after: () => sub.activate(stream?.position) };
  } catch (err) {
    c.dropSubscription(sub);
    throw isProtocolError(err) ? err : Errors.internal;
  }
}

async function streamState(hub: RealtimeHub, req: Requests['subscribe']) {
  const base = { recoverable: true, positioned: true };
  if (!req.recover) {
    const { position } = await hub.broker.history(req.channel, { limit: 0 });
    return { reply: { ...base, epoch: position.epoch, offset: position.offset }, position, pubs: undefined };
  }
  // An empty epoch from the SDK means "any epoch" (a position taken before the stream had one).
  const since = { offset: req.offset ?? 0, epoch: req.epoch ?? '' };
  const { publications, position } = await hub.broker.history(req.channel, { since, limit: hub.tuning.historySize });
  const sameEpoch = since.epoch === '' || since.epoch === position.epoch;
  const first = publications[0];
  const last = publications[publications.length - 1];
  let recovered =
    sameEpoch &&
    (first && last
      ? first.offset === since.offset + 1 && last.offset === position.offset
      : since.offset === position.offset);
  let pubs = recovered ? publications.map(pubToWire) : [];
  // A reply too big for the send queue would disconnect the client in a loop: let it reload over HTTP.
  if (pubs.reduce((n, p) => n + p.length, 0) > hub.tuning.maxQueueBytes / 2) {
    recovered = false;
    pubs = [];
  }
  const reply = {
    ...base,
    epoch: position.epoch,
    // After a recovery the SDK expects its own position back and moves it with each publication.
    offset: recovered ? since.offset : position.offset,
    recovered,
    was_recovering: true,
  };
  return { reply, pubs, position };
}

async function unsubscribe(c: ChannelCommandContext, req: Requests['unsubscribe']): Promise<Outcome> {
  // Idempotent: an error here would make the SDK reconnect.
  const sub = c.subs.get(req.channel);
  if (sub) c.dropSubscription(sub);
  return { reply: {} };
}

/** Clients publish only typing events; the server stamps who typed and tells the other participant too. */
async function publish(c: ChannelCommandContext, req: Requests['publish']): Promise<Outcome> {
  if (!c.allowPublish()) throw Errors.tooManyRequests;
  const typing = await authorizeTypingPublish(c, parseChannel(req.channel), req.data, c.access);
  const info = c.info();
  await Promise.all([req.channel, ...typing.forwardTo].map((ch) => c.hub.publish(ch, typing.data, info)));
  return { reply: {} };
}

async function history(c: ChannelCommandContext, req: Requests['history']): Promise<Outcome> {
  const spec = await readable(c, req.channel);
  if (!spec.options.history) throw Errors.notAvailable;
  const max = c.hub.tuning.historySize;
  const limit = req.limit === undefined ? 0 : req.limit < 0 || req.limit > max ? max : req.limit;
  const since = req.since ? { offset: req.since.offset, epoch: req.since.epoch ?? '' } : undefined;
  const { publications, position } = await c.hub.broker.history(req.channel, {
    since,
    limit,
    reverse: req.reverse === true,
  });
  if (since?.epoch && since.epoch !== position.epoch) throw Errors.unrecoverablePosition;
  return { reply: { epoch: position.epoch, offset: position.offset }, pubs: publications.map(pubToWire) };
}

async function presence(c: ChannelCommandContext, req: Requests['presence']): Promise<Outcome> {
  const spec = await readable(c, req.channel);
  if (!spec.options.presence) throw Errors.notAvailable;
  return { reply: { presence: await c.hub.broker.presence(req.channel) } };
}

async function presenceStats(c: ChannelCommandContext, req: Requests['presence_stats']): Promise<Outcome> {
  const spec = await readable(c, req.channel);
  if (!spec.options.presence) throw Errors.notAvailable;
  const clients = Object.values(await c.hub.broker.presence(req.channel));
  return { reply: { num_clients: clients.length, num_users: new Set(clients.map((i) => i.user)).size } };
}

/** RPC: `ping` (a round trip through the command pipeline) and `server_info`. */
async function rpc(c: ChannelCommandContext, req: Requests['rpc']): Promise<Outcome> {
  if (req.method === 'ping') return { reply: { data: { pong: true } } };
  if (req.method === 'server_info') return { reply: { data: { serverVersion: c.hub.version } } };
  throw Errors.methodNotFound;
}

/** Subscriptions carry no tokens of their own (rights are checked at subscribe), so they never expire. */
async function subRefresh(c: ChannelCommandContext, req: Requests['sub_refresh']): Promise<Outcome> {
  if (!c.subs.has(req.channel)) throw Errors.unknownChannel;
  return { reply: {} };
}

export const channelCommands = {
  subscribe,
  unsubscribe,
  publish,
  history,
  presence,
  presence_stats: presenceStats,
  rpc,
  sub_refresh: subRefresh,
};
