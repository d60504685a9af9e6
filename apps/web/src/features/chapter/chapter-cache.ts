import type { ChannelMessage, ChannelPage } from '@chapter/shared/chapter-channel.schemas';

/** A channel message as the screen holds it: the server's copy plus the local state of my own sends. */
export interface ChapterMessage extends ChannelMessage {
  /** Local only: 'sending' until the server has stored it, 'failed' when the send did not go through. */
  delivery?: 'sending' | 'failed';
  /** Why a send failed, shown under the message. */
  failure?: string;
}

/** Every loaded page of the channel, merged into one list, oldest → newest. */
export interface ChapterCache extends Omit<ChannelPage, 'messages'> {
  messages: ChapterMessage[];
}

/** Optimistic copies get negative ids until the server answers; real ids are always positive. */
export const isPending = (m: ChapterMessage) => m.id < 0;

/** Confirmed messages by id; pending ones after them, in the order they were written. */
function ordered(messages: ChapterMessage[]): ChapterMessage[] {
  const confirmed = messages.filter((m) => !isPending(m)).sort((a, b) => a.id - b.id);
  return [...confirmed, ...messages.filter(isPending)];
}

const sameMessage = (a: ChapterMessage, b: ChapterMessage) =>
  a.id === b.id || (a.clientMessageId !== null && a.clientMessageId === b.clientMessageId && a.senderId === b.senderId);

/** Adds a message, or replaces the copy with the same id or my optimistic copy with the same clientMessageId. */
export function upsertMessage(cache: ChapterCache, message: ChapterMessage): ChapterCache {
  const index = cache.messages.findIndex((m) => sameMessage(m, message));
  if (index === -1) return { ...cache, messages: ordered([...cache.messages, message]) };
  const merged: ChapterMessage = { ...(cache.messages[index] as ChapterMessage), ...message };
  if (!isPending(message)) {
    delete merged.delivery;
    delete merged.failure;
  }
  return { ...cache, messages: ordered(cache.messages.map((m, i) => (i === index ? merged : m))) };
}

export function setDelivery(
  cache: ChapterCache,
  clientMessageId: string,
  delivery: 'sending' | 'failed',
  failure?: string,
): ChapterCache {
  return {
    ...cache,
    messages: cache.messages.map((m) => {
      if (m.clientMessageId !== clientMessageId || !isPending(m)) return m;
      const { failure: _old, ...rest } = m;
      return delivery === 'failed' ? { ...rest, delivery, failure } : { ...rest, delivery };
    }),
  };
}

/** Drops an unsent optimistic copy the user gave up on. */
export function discardPending(cache: ChapterCache, clientMessageId: string): ChapterCache {
  return { ...cache, messages: cache.messages.filter((m) => !(isPending(m) && m.clientMessageId === clientMessageId)) };
}

export function removeMessage(cache: ChapterCache, messageId: number): ChapterCache {
  if (!cache.messages.some((m) => m.id === messageId)) return cache;
  return { ...cache, messages: cache.messages.filter((m) => m.id !== messageId) };
}

/** Prepends an older page (infinite scroll back). */
export function prependOlder(cache: ChapterCache, page: ChannelPage): ChapterCache {
  const known = new Set(cache.messages.map((m) => m.id));
  const older = page.messages.filter((m) => !known.has(m.id));
  return { messages: ordered([...older, ...cache.messages]), hasMoreBack: page.hasMoreBack, before: page.before };
}

/**
 * A fresh newest page (a refetch after a gap) is the truth from its oldest to its newest message; older pages
 * already loaded are kept, and so are unsent copies the server has not seen yet and messages newer than the page
 * (sent or received live while it was being read: the page was read before they were stored).
 */
export function mergeLatest(cache: ChapterCache | undefined, page: ChannelPage): ChapterCache {
  if (!cache) return { ...page, messages: ordered(page.messages) };
  const oldest = page.messages[0]?.id;
  const newest = page.messages.at(-1)?.id;
  const fresh = new Set(page.messages.map((m) => m.clientMessageId));
  const kept = cache.messages.filter((m) => {
    if (isPending(m)) return !fresh.has(m.clientMessageId);
    if (newest !== undefined && m.id > newest) return true;
    return page.hasMoreBack && oldest !== undefined && m.id < oldest;
  });
  const keepsOlder = kept.some((m) => !isPending(m) && oldest !== undefined && m.id < oldest);
  return {
    messages: ordered([...kept, ...page.messages]),
    hasMoreBack: keepsOlder ? cache.hasMoreBack : page.hasMoreBack,
    before: keepsOlder ? cache.before : page.before,
  };
}
