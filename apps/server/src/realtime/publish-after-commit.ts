import type { Channel, ChannelKind, RealtimeEvents } from '@chapter/shared/realtime.events';
import type { FastifyBaseLogger } from 'fastify';
import { type MessageChange, redactEvent } from './message-redaction.ts';
import type { RealtimeHub } from './realtime-hub.ts';

/**
 * One event for one channel. The union over the kinds makes an event that its channel's kind does not carry
 * a compile error (an inbox event on a mentorship channel, say).
 */
export type Publication = { [K in ChannelKind]: { channel: Channel<K>; event: RealtimeEvents[K] } }[ChannelKind];

interface PublishContext {
  realtime: Pick<RealtimeHub, 'publish'>;
  log: FastifyBaseLogger;
}

/**
 * Publishes each event on its channel, after the change that caused them has committed (docs/realtime.md
 * "Publishing"). Never throws: the data is already stored, and a client that misses a push catches up over
 * HTTP, so a broker outage must not turn a saved change into an error. Each failure is one warning.
 */
export async function publishAfterCommit(ctx: PublishContext, publications: readonly Publication[]): Promise<void> {
  // Every publish is attempted, so one unreachable channel does not hold back the others.
  const results = await Promise.allSettled(publications.map((p) => ctx.realtime.publish(p.channel, p.event)));
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') return;
    const channel = publications[i]?.channel;
    ctx.log.warn({ channel, err: String(result.reason) }, 'realtime publish failed after commit');
  });
}

/** A channel whose history may show the changed message, and what a publication of the deleted message becomes. */
interface ScrubTarget {
  channel: string;
  /** The deletion event published on this channel (required to scrub a deletion). */
  tombstone?: unknown;
}

interface ScrubContext {
  realtime: Pick<RealtimeHub, 'rewriteHistory'>;
  log: FastifyBaseLogger;
}

/**
 * After a message was deleted or edited (and the change published): its old text leaves the history each channel
 * keeps for recovery, so a client that reconnects, or asks for history, never reads it again (docs/realtime.md
 * "Missed messages"). Never throws, like publishing: a failure is one warning per channel.
 */
export async function scrubMessageHistory(
  ctx: ScrubContext,
  change: MessageChange,
  targets: readonly ScrubTarget[],
): Promise<void> {
  const seen = new Set<string>();
  const unique = targets.filter((t) => !seen.has(t.channel) && seen.add(t.channel));
  const results = await Promise.allSettled(
    unique.map((t) => ctx.realtime.rewriteHistory(t.channel, (data) => redactEvent(data, change, t.tombstone))),
  );
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') return;
    ctx.log.warn({ channel: unique[i]?.channel, err: String(result.reason) }, 'realtime history scrub failed');
  });
}
