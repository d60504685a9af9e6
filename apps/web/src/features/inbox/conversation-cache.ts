import type { ConversationPage, InboxMessage } from '@chapter/shared/inbox.schemas';

/** A message as the conversation screen holds it: the server's copy plus local state. */
export interface ConversationMessage extends InboxMessage {
  /** Local only: 'sending' until the server has stored it, 'failed' when the send did not go through. */
  delivery?: 'sending' | 'failed';
  /** Why a send failed, shown under the message. */
  failure?: string;
  /** Arrived live while the conversation was not open. */
  isNew?: boolean;
}

/** Every loaded page of one conversation, merged into one list, oldest → newest. */
export interface ConversationCache extends Omit<ConversationPage, 'messages'> {
  messages: ConversationMessage[];
}

/** Optimistic copies get negative ids until the server answers; real ids are always positive. */
export const isPending = (m: ConversationMessage) => m.id < 0;

/** Confirmed messages by id; pending ones after them, in the order they were written. */
function ordered(messages: ConversationMessage[]): ConversationMessage[] {
  const confirmed = messages.filter((m) => !isPending(m)).sort((a, b) => a.id - b.id);
  return [...confirmed, ...messages.filter(isPending)];
}

export function fromPage(page: ConversationPage): ConversationCache {
  return { ...page, messages: ordered(page.messages) };
}

/**
 * Adds a message or replaces the copy with the same id, or the optimistic copy with the same clientMessageId
 * (the sender's tab sees its own message come back from the server and over real time).
 */
export function upsertMessage(cache: ConversationCache, message: ConversationMessage): ConversationCache {
  const index = cache.messages.findIndex(
    (m) => m.id === message.id || (m.clientMessageId === message.clientMessageId && m.senderId === message.senderId),
  );
  if (index === -1) {
    const counted = isPending(message) ? 0 : 1;
    return { ...cache, messages: ordered([...cache.messages, message]), totalCount: cache.totalCount + counted };
  }
  const previous = cache.messages[index] as ConversationMessage;
  const confirmedNow = isPending(previous) && !isPending(message) ? 1 : 0;
  // Read state only moves forward: a late copy from before the read receipt must not undo it.
  const merged = { ...previous, ...message, isRead: previous.isRead || message.isRead };
  if (!isPending(message)) {
    delete merged.delivery;
    delete merged.failure;
  }
  const messages = cache.messages.map((m, i) => (i === index ? merged : m));
  return { ...cache, messages: ordered(messages), totalCount: cache.totalCount + confirmedNow };
}

/** A send failed: the optimistic copy stays, marked, so the user can retry with the same clientMessageId. */
export function markFailed(cache: ConversationCache, clientMessageId: string, failure: string): ConversationCache {
  return {
    ...cache,
    messages: cache.messages.map((m) =>
      m.clientMessageId === clientMessageId && isPending(m) ? { ...m, delivery: 'failed', failure } : m,
    ),
  };
}

export function markSending(cache: ConversationCache, clientMessageId: string): ConversationCache {
  return {
    ...cache,
    messages: cache.messages.map((m) => {
      if (m.clientMessageId !== clientMessageId || !isPending(m)) return m;
      const { failure: _failure, ...rest } = m;
      return { ...rest, delivery: 'sending' };
    }),
  };
}

/** Drops an unsent optimistic copy the user gave up on. */
export function discardPending(cache: ConversationCache, clientMessageId: string): ConversationCache {
  return { ...cache, messages: cache.messages.filter((m) => !(isPending(m) && m.clientMessageId === clientMessageId)) };
}

/** Marks these messages read (a read receipt, or the answer to marking the conversation read). */
export function markIdsRead(cache: ConversationCache, messageIds: readonly number[]): ConversationCache {
  const ids = new Set(messageIds);
  if (!cache.messages.some((m) => ids.has(m.id) && !m.isRead)) return cache;
  return { ...cache, messages: cache.messages.map((m) => (ids.has(m.id) ? { ...m, isRead: true } : m)) };
}

/** The reader's other tabs: everything received by `readerId` is read now. */
export function markReceivedRead(cache: ConversationCache, readerId: number): ConversationCache {
  const ids = cache.messages.filter((m) => m.recipientId === readerId && !m.isRead).map((m) => m.id);
  return ids.length === 0 ? cache : markIdsRead(cache, ids);
}

export function removeMessage(cache: ConversationCache, messageId: number): ConversationCache {
  if (!cache.messages.some((m) => m.id === messageId)) return cache;
  return {
    ...cache,
    messages: cache.messages.filter((m) => m.id !== messageId),
    totalCount: Math.max(0, cache.totalCount - 1),
  };
}

/** Prepends an older page (infinite scroll back). */
export function prependOlder(cache: ConversationCache, page: ConversationPage): ConversationCache {
  const known = new Set(cache.messages.map((m) => m.id));
  const older = page.messages.filter((m) => !known.has(m.id));
  return {
    ...cache,
    messages: ordered([...older, ...cache.messages]),
    totalCount: page.totalCount,
    hasMoreBack: page.hasMoreBack,
    before: page.before,
  };
}

/**
 * A fresh newest page (a refetch after a gap): it is the truth from its oldest to its newest message; older pages
 * already loaded are kept, and so are unsent copies the server has not seen yet and messages newer than the page.
 */
export function mergeLatest(cache: ConversationCache | undefined, page: ConversationPage): ConversationCache {
  if (!cache) return fromPage(page);
  const oldest = page.messages[0]?.id;
  const newest = page.messages.at(-1)?.id;
  const fresh = new Set(page.messages.map((m) => m.clientMessageId));
  const kept = cache.messages.filter((m) => {
    if (isPending(m)) return !fresh.has(m.clientMessageId);
    // Sent or received live while the page was being read: stored after the page was read.
    if (newest !== undefined && m.id > newest) return true;
    // Without more history on the server, anything older than the fresh page has been deleted meanwhile.
    return page.hasMoreBack && oldest !== undefined && m.id < oldest;
  });
  const keepsOlder = kept.some((m) => !isPending(m) && oldest !== undefined && m.id < oldest);
  return {
    ...page,
    messages: ordered([...kept, ...page.messages]),
    // Older pages already loaded keep their own cursor; otherwise the fresh page's.
    hasMoreBack: keepsOlder ? cache.hasMoreBack : page.hasMoreBack,
    before: keepsOlder ? cache.before : page.before,
  };
}

/** Clears the "new" flags once the user has seen the conversation. */
export function clearNew(cache: ConversationCache): ConversationCache {
  if (!cache.messages.some((m) => m.isNew)) return cache;
  return { ...cache, messages: cache.messages.map(({ isNew: _isNew, ...m }) => m) };
}
