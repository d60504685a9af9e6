import { buildConversation, buildMessage, LEO, ME } from '../../test/inbox-builders.ts';
import {
  type ConversationMessage,
  clearNew,
  discardPending,
  fromPage,
  markFailed,
  markIdsRead,
  markReceivedRead,
  markSending,
  mergeLatest,
  prependOlder,
  removeMessage,
  upsertMessage,
} from './conversation-cache.ts';

const mine = (overrides: Partial<ConversationMessage> = {}) =>
  buildMessage({ senderId: ME.id, senderName: ME.name, recipientId: LEO.id, recipientName: LEO.name, ...overrides });

const pending = (clientMessageId: string, content = 'draft'): ConversationMessage => ({
  ...mine({ id: -1, clientMessageId, content }),
  delivery: 'sending',
});

describe('conversation cache', () => {
  it('appends a new message in id order and counts it', () => {
    const cache = fromPage(buildConversation([buildMessage({ id: 1 }), buildMessage({ id: 3 })]));
    const next = upsertMessage(cache, buildMessage({ id: 2 }));
    expect(next.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(next.totalCount).toBe(3);
  });

  it('applies the same message twice as once', () => {
    const cache = fromPage(buildConversation([]));
    const m = buildMessage({ id: 5 });
    const twice = upsertMessage(upsertMessage(cache, m), m);
    expect(twice.messages).toHaveLength(1);
    expect(twice.totalCount).toBe(1);
  });

  it('replaces the optimistic copy with the stored one by clientMessageId, keeping unsent ones last', () => {
    let cache = fromPage(buildConversation([buildMessage({ id: 1 })]));
    cache = upsertMessage(cache, pending('a', 'first'));
    cache = upsertMessage(cache, { ...pending('b', 'second'), id: -2 });
    expect(cache.totalCount).toBe(1);
    cache = upsertMessage(cache, mine({ id: 9, clientMessageId: 'a', content: 'first' }));
    expect(cache.messages.map((m) => [m.id, m.delivery])).toEqual([
      [1, undefined],
      [9, undefined],
      [-2, 'sending'],
    ]);
    expect(cache.totalCount).toBe(2);
  });

  it('never turns a read message back to unread', () => {
    const read = buildMessage({ id: 4, isRead: true });
    const cache = upsertMessage(fromPage(buildConversation([read])), { ...read, isRead: false });
    expect(cache.messages[0]?.isRead).toBe(true);
  });

  it('marks a failed send, then sending again on retry, or drops it when discarded', () => {
    const cache = upsertMessage(fromPage(buildConversation([])), pending('a'));
    const failed = markFailed(cache, 'a', 'Not sent: no connection');
    expect(failed.messages[0]).toMatchObject({ delivery: 'failed', failure: 'Not sent: no connection' });
    const retrying = markSending(failed, 'a');
    expect(retrying.messages[0]?.delivery).toBe('sending');
    expect(retrying.messages[0]?.failure).toBeUndefined();
    expect(discardPending(failed, 'a').messages).toEqual([]);
  });

  it('marks read by id (a receipt) or everything the reader received', () => {
    const cache = fromPage(buildConversation([mine({ id: 1 }), buildMessage({ id: 2 }), mine({ id: 3 })]));
    expect(markIdsRead(cache, [1]).messages.map((m) => m.isRead)).toEqual([true, false, false]);
    expect(markReceivedRead(cache, ME.id).messages.map((m) => m.isRead)).toEqual([false, true, false]);
    expect(markIdsRead(cache, [99])).toBe(cache);
  });

  it('removes a deleted message once and lowers the total', () => {
    const cache = fromPage(buildConversation([buildMessage({ id: 1 }), buildMessage({ id: 2 })]));
    const once = removeMessage(cache, 1);
    expect(once.messages.map((m) => m.id)).toEqual([2]);
    expect(once.totalCount).toBe(1);
    expect(removeMessage(once, 1)).toBe(once);
  });

  it('prepends an older page and takes its cursor', () => {
    const cache = fromPage(
      buildConversation([buildMessage({ id: 5 })], { hasMoreBack: true, before: '5', totalCount: 3 }),
    );
    const older = buildConversation([buildMessage({ id: 2 }), buildMessage({ id: 4 })], { totalCount: 3 });
    const next = prependOlder(cache, older);
    expect(next.messages.map((m) => m.id)).toEqual([2, 4, 5]);
    expect(next.hasMoreBack).toBe(false);
    expect(next.before).toBeNull();
  });

  it('merges a fresh newest page over what is loaded, keeping older pages and unsent messages', () => {
    let cache = fromPage(
      buildConversation([buildMessage({ id: 2 }), buildMessage({ id: 5 })], { hasMoreBack: true, before: '2' }),
    );
    cache = upsertMessage(cache, pending('x'));
    const fresh = buildConversation([buildMessage({ id: 5 }), buildMessage({ id: 6 })], {
      hasMoreBack: true,
      before: '5',
    });
    const merged = mergeLatest(cache, fresh);
    expect(merged.messages.map((m) => m.id)).toEqual([2, 5, 6, -1]);
    expect(merged.before).toBe('2');
  });

  it('keeps a message stored after the fresh page was read, and takes the page cursor when nothing older is kept', () => {
    // The page was read on the server just before my message (id 7) was stored; its answer came after the page.
    let cache = fromPage(buildConversation([buildMessage({ id: 5 })], { hasMoreBack: true, before: '5' }));
    cache = upsertMessage(cache, mine({ id: 7, clientMessageId: 'sent-while-loading' }));
    const fresh = buildConversation([buildMessage({ id: 5 }), buildMessage({ id: 6 })], {
      hasMoreBack: true,
      before: '5',
    });
    const merged = mergeLatest(cache, fresh);
    expect(merged.messages.map((m) => m.id)).toEqual([5, 6, 7]);
    expect(merged.before).toBe('5');
  });

  it('drops older messages the server no longer has when the fresh page is the whole conversation', () => {
    const cache = fromPage(buildConversation([buildMessage({ id: 2 }), buildMessage({ id: 5 })]));
    const merged = mergeLatest(cache, buildConversation([buildMessage({ id: 5 })]));
    expect(merged.messages.map((m) => m.id)).toEqual([5]);
  });

  it('clears the "new" marks once seen', () => {
    const cache = fromPage(buildConversation([{ ...buildMessage({ id: 1 }), isNew: true } as ConversationMessage]));
    expect(clearNew(cache).messages[0]?.isNew).toBeUndefined();
  });
});
