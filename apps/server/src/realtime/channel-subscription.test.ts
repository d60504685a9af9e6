import { describe, expect, it } from 'vitest';
import type { BrokerPublication } from './broker.ts';
import { ChannelSubscription, type SubscriptionOwner } from './channel-subscription.ts';
import { encodePubPush } from './protocol-codec.ts';
import { SharedFrame } from './send-queue.ts';

function owner() {
  const sent: string[] = [];
  const lost: ChannelSubscription[] = [];
  const o: SubscriptionOwner = {
    id: 'c1',
    send: (f) => sent.push(typeof f === 'string' ? f : f.text),
    lostPosition: (s) => lost.push(s),
    overflow: () => {},
    recheck: async () => {},
  };
  return { o, sent, lost, offsets: () => sent.map((s) => JSON.parse(s).push.pub.offset as number) };
}

const pub = (offset: number, epoch = 'e1'): [BrokerPublication, SharedFrame] => {
  const p = { body: `{"data":{"n":${offset}}}`, offset, epoch };
  return [p, new SharedFrame(encodePubPush('inbox:1', p))];
};
const history = { history: true, presence: false };

describe('ChannelSubscription: the merge of history and live publications', () => {
  it('buffers while subscribing, then sends only what follows the replied position, in order', () => {
    const { o, offsets, lost } = owner();
    const sub = new ChannelSubscription(o, 'inbox:1', history, false);
    // Live publications racing the history read: some already in the reply, out of order, one duplicated.
    for (const n of [6, 4, 5, 7, 6]) sub.deliver(...pub(n));
    sub.activate({ offset: 5, epoch: 'e1' });
    expect(offsets()).toEqual([6, 7]);
    sub.deliver(...pub(8));
    sub.deliver(...pub(8));
    expect(offsets()).toEqual([6, 7, 8]);
    expect(lost).toEqual([]);
  });

  it('gives up its position on a gap or a new epoch, so the client resubscribes and recovers', () => {
    const gap = owner();
    const a = new ChannelSubscription(gap.o, 'inbox:1', history, false);
    a.activate({ offset: 3, epoch: 'e1' });
    a.deliver(...pub(5));
    expect(gap.lost).toEqual([a]);
    a.deliver(...pub(6));
    expect(gap.sent).toEqual([]);

    const epoch = owner();
    const b = new ChannelSubscription(epoch.o, 'inbox:1', history, false);
    b.activate({ offset: 3, epoch: 'e1' });
    b.deliver(...pub(1, 'e2'));
    expect(epoch.lost).toEqual([b]);
  });

  it('passes publications of channels without history straight through', () => {
    const { o, sent } = owner();
    const sub = new ChannelSubscription(o, 'typing:user:1', { history: false, presence: false }, false);
    const p = { body: '{"data":{"type":"typing"}}' };
    sub.deliver(p, new SharedFrame('a'));
    sub.activate(undefined);
    sub.deliver(p, new SharedFrame('b'));
    expect(sent).toEqual(['a', 'b']);
  });
});
