import type { BrokerPublication, StreamPosition } from './broker.ts';
import type { ChannelOptions } from './channel-auth.ts';
import type { SharedFrame } from './send-queue.ts';

/** What a subscription needs from its connection. */
export interface SubscriptionOwner {
  readonly id: string;
  send(frame: SharedFrame | string): void;
  /** The live stream skipped an offset or changed epoch: the client must resubscribe and recover. */
  lostPosition(sub: ChannelSubscription): void;
  /** Too much was published while the subscribe was in progress. */
  overflow(): void;
  /** Who may read the channel changed: the subscription ends if its connection may no longer read it. */
  recheck(sub: ChannelSubscription): Promise<void>;
}

/** Publications held while a subscribe reads history; beyond this the client is too slow to catch up. */
const MAX_BUFFERED = 5000;

/**
 * One connection's subscription to one channel. While subscribing it buffers live publications, so the
 * subscribe can join the broker, read the stream and reply without losing or duplicating anything; once
 * subscribed it checks each publication's position against the last one delivered.
 */
export class ChannelSubscription {
  private state: 'subscribing' | 'subscribed' | 'closed' = 'subscribing';
  /** Only while subscribing, and only once something arrives: a subscribed connection holds no empty array. */
  private buffer: { pub: BrokerPublication; frame: SharedFrame }[] | undefined;
  private lastOffset = 0;
  private epoch = '';

  constructor(
    readonly owner: SubscriptionOwner,
    readonly channel: string,
    readonly options: ChannelOptions,
    /** The client asked for join/leave pushes. */
    readonly joinLeave: boolean,
  ) {}

  get isSubscribed(): boolean {
    return this.state === 'subscribed';
  }

  deliver(pub: BrokerPublication, frame: SharedFrame): void {
    if (this.state === 'subscribed') {
      this.forward(pub, frame);
      return;
    }
    if (this.state === 'closed') return;
    this.buffer ??= [];
    this.buffer.push({ pub, frame });
    if (this.buffer.length > MAX_BUFFERED) {
      this.buffer = undefined;
      this.owner.overflow();
    }
  }

  /**
   * Called right after the subscribe reply was queued: from `position` on (the last offset the client has),
   * buffered publications are sent in order; those already covered by the reply are dropped.
   */
  activate(position: StreamPosition | undefined): void {
    if (position) {
      this.lastOffset = position.offset;
      this.epoch = position.epoch;
    }
    if (this.state !== 'subscribing') return;
    this.state = 'subscribed';
    const buffered = this.buffer;
    this.buffer = undefined;
    if (!buffered) return;
    buffered.sort((a, b) => (a.pub.offset ?? 0) - (b.pub.offset ?? 0));
    for (const { pub, frame } of buffered) {
      if (this.state !== 'subscribed') return;
      this.forward(pub, frame);
    }
  }

  /** Stops delivery at once (unsubscribe or disconnect). */
  deactivate(): void {
    this.state = 'closed';
    this.buffer = undefined;
  }

  private forward(pub: BrokerPublication, frame: SharedFrame): void {
    if (this.options.history && pub.offset !== undefined) {
      if (pub.offset <= this.lastOffset && pub.epoch === this.epoch) return;
      if (pub.epoch !== this.epoch || pub.offset !== this.lastOffset + 1) {
        this.deactivate();
        this.owner.lostPosition(this);
        return;
      }
      this.lastOffset = pub.offset;
    }
    this.owner.send(frame);
  }
}
