import type { Channel, ChannelKind, RealtimeEvents } from '@chapter/shared/realtime.events';
import type { QueryKey } from '@tanstack/react-query';
import type { Centrifuge, Subscription } from 'centrifuge';
import { useEffect, useRef } from 'react';
import { queryClient } from './query-client.ts';
import { getRealtimeClient, useRealtimeClient } from './realtime.ts';

/**
 * `data` is typed as what the server publishes on the channel's kind. Readers still check it before use: during
 * a deploy the page may be talking to a server of another version.
 */
/** What kind of gap: `first` for the channel's first subscribe, false for a resubscribe that could not recover. */
export interface Gap {
  first: boolean;
}

interface ChannelHandlers<Event = unknown> {
  onPublication: (data: Event) => void;
  /**
   * The subscription is live after a stretch in which publications may have been missed: the first subscribe
   * (data fetched over HTTP just before may be older than it), or a reconnect whose recovery failed. A
   * reconnect that recovered everything replays the missed publications instead and does not call this.
   */
  onGap?: (gap: Gap) => void;
}

interface Entry {
  sub: Subscription;
  handlers: Set<ChannelHandlers>;
  /** Whether the subscription has been live before: a later gap follows a reconnect rather than a first start. */
  subscribedBefore: boolean;
}

// Centrifuge allows one Subscription per channel per client: components sharing a channel share it.
const registry = new WeakMap<Centrifuge, Map<string, Entry>>();

function attach(client: Centrifuge, channel: string, handlers: ChannelHandlers): () => void {
  let entries = registry.get(client);
  if (!entries) {
    entries = new Map();
    registry.set(client, entries);
  }
  let entry = entries.get(channel);
  if (!entry) {
    const sub = client.getSubscription(channel) ?? client.newSubscription(channel);
    const created: Entry = { sub, handlers: new Set(), subscribedBefore: false };
    sub.on('publication', (ctx) => {
      for (const h of created.handlers) h.onPublication(ctx.data);
    });
    sub.on('subscribed', (ctx) => {
      const gap: Gap = { first: !created.subscribedBefore };
      created.subscribedBefore = true;
      if (ctx.wasRecovering && ctx.recovered) return;
      for (const h of created.handlers) h.onGap?.(gap);
    });
    entries.set(channel, created);
    sub.subscribe();
    entry = created;
  }
  const current = entry;
  current.handlers.add(handlers);
  return () => {
    current.handlers.delete(handlers);
    if (current.handlers.size > 0) return;
    entries.delete(channel);
    current.sub.unsubscribe();
    current.sub.removeAllListeners();
    client.removeSubscription(current.sub);
  };
}

/**
 * Keeps a subscription to `channel` (null: none) while mounted and the connection exists. The SDK resubscribes
 * after reconnects and recovers missed publications on channels with history (docs/realtime.md "Missed messages").
 */
export function useChannel<K extends ChannelKind>(
  channel: Channel<K> | null,
  handlers: ChannelHandlers<RealtimeEvents[K]>,
): void {
  const client = useRealtimeClient();
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!client || !channel) return;
    return attach(client, channel, {
      onPublication: (data) => latest.current.onPublication(data as RealtimeEvents[K]),
      onGap: (gap) => latest.current.onGap?.(gap),
    });
  }, [client, channel]);
}

/**
 * At a channel's first subscribe, an answer received this recently counts as current: it was fetched while the
 * screen and its live connection were being set up, and the next publication refreshes it anyway.
 */
const FIRST_SUBSCRIBE_FRESH_MS = 5000;

/**
 * Refreshes a feature's answers after a live channel reports a gap (docs/realtime.md "Missed messages"). A feature
 * that listens on several channels hears one gap per channel, all at once after a sign-in; fetching everything
 * again for each of them sent every request four times. So an answer still on its way is awaited rather than
 * cancelled and asked again, and at a first subscribe an answer younger than FIRST_SUBSCRIBE_FRESH_MS is kept.
 * After a reconnect that could not recover, everything else is fetched again, once.
 */
export function refreshAfterGap(queryKey: QueryKey, gap: Gap): Promise<void> {
  const now = Date.now();
  const current = (dataUpdatedAt: number) => gap.first && now - dataUpdatedAt < FIRST_SUBSCRIBE_FRESH_MS;
  return queryClient.invalidateQueries(
    {
      queryKey,
      predicate: (query) => query.state.fetchStatus === 'fetching' || !current(query.state.dataUpdatedAt),
    },
    { cancelRefetch: false },
  );
}

/**
 * Publishing while connecting waits for the connection; while disconnected it reconnects and retries once after
 * 1 second, then gives up.
 */
export const PUBLISH_RETRY_MS = 1000;

type Publisher = Pick<Centrifuge, 'state' | 'publish' | 'connect'>;

async function tryPublish(client: Publisher | null, channel: string, data: unknown): Promise<boolean> {
  // While the connection is still being made, the SDK holds the publish until it is up (or its request timeout
  // passes): refusing it here lost the first "typing" of a page that had just opened its connection.
  if (!client || client.state === 'disconnected') return false;
  try {
    await client.publish(channel, data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Publishes once, or reconnects and tries once more a second later; resolves whether it went out. The client
 * is looked up at each step, so a publish outliving a logout never reopens the closed connection.
 */
export async function publishWithRetry(
  liveClient: () => Publisher | null,
  channel: string,
  data: unknown,
): Promise<boolean> {
  if (await tryPublish(liveClient(), channel, data)) return true;
  const client = liveClient();
  // Offline, the shell reconnects by itself when the network returns; asking now would only fail.
  if (client?.state === 'disconnected' && navigator.onLine) client.connect();
  await new Promise((resolve) => setTimeout(resolve, PUBLISH_RETRY_MS));
  return tryPublish(liveClient(), channel, data);
}

/**
 * Publishes on the live connection once `after` settles (docs/realtime.md "The web client"); resolves false when it
 * could not. The publish belongs to the connection live when it was asked for: without one (signed out) it is
 * dropped, and if a sign-out or another account's sign-in replaced that connection in the meantime, it is dropped
 * rather than sent in the new session's name.
 */
export function publish<K extends ChannelKind>(
  channel: Channel<K>,
  data: RealtimeEvents[K],
  after: Promise<unknown> = Promise.resolve(),
): Promise<boolean> {
  const origin = getRealtimeClient();
  const live = () => (origin !== null && getRealtimeClient() === origin ? origin : null);
  return after.then(() => publishWithRetry(live, channel, data));
}
