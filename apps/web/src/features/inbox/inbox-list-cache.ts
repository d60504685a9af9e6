import type { InboxItem, InboxList, InboxMessage } from '@chapter/shared/inbox.schemas';
import type { InfiniteData } from '@tanstack/react-query';

/** One conversation in the inbox: its latest message, unread count and the seed's local "new" flag. */
export interface InboxRow extends InboxItem {
  /** Arrived live while its conversation was not open. */
  isNew?: boolean;
}

export interface InboxListPage extends Omit<InboxList, 'messages'> {
  messages: InboxRow[];
}

/** The loaded pages of GET /api/inbox (page params are the cursors that fetched them). */
export type InboxPages = InfiniteData<InboxListPage, unknown>;

export interface LiveContext {
  me: number;
  /** The conversation on screen right now, if any. */
  openConversationId: number | null;
}

/** A new message raises the unread count only for its recipient, unread, outside an open conversation. */
export function countsAsUnread(message: InboxMessage, ctx: LiveContext): boolean {
  return message.recipientId === ctx.me && !message.isRead && ctx.openConversationId !== message.conversationId;
}

/** Conversations in display order; a conversation that moved up is listed once. */
export function inboxRows(data: InboxPages | undefined): InboxRow[] {
  const seen = new Set<number>();
  const rows: InboxRow[] = [];
  for (const page of data?.pages ?? []) {
    for (const row of page.messages) {
      if (seen.has(row.conversationId)) continue;
      seen.add(row.conversationId);
      rows.push(row);
    }
  }
  return rows;
}

export function findRow(data: InboxPages | undefined, conversationId: number): InboxRow | undefined {
  return inboxRows(data).find((r) => r.conversationId === conversationId);
}

/** True when every page is loaded, so a conversation missing from the list really is a new one. */
export function isComplete(data: InboxPages): boolean {
  return data.pages.at(-1)?.nextCursor == null;
}

function mapRows(data: InboxPages, conversationId: number, update: (row: InboxRow) => InboxRow): InboxPages {
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      messages: p.messages.map((r) => (r.conversationId === conversationId ? update(r) : r)),
    })),
  };
}

function mapTotals(data: InboxPages, update: (p: InboxListPage) => Partial<InboxListPage>): InboxPages {
  return { ...data, pages: data.pages.map((p) => ({ ...p, ...update(p) })) };
}

/**
 * An incoming message (docs/product-rules.md "Inbox"): the conversation moves to the top with this message as its latest, and the
 * unread counts rise when the message counts as unread. A conversation not in the loaded pages is added.
 */
export function applyNewMessage(data: InboxPages, message: InboxMessage, ctx: LiveContext): InboxPages {
  const existing = findRow(data, message.conversationId);
  if (existing?.id === message.id) return data;
  const unread = countsAsUnread(message, ctx) ? 1 : 0;
  const withTotals = (d: InboxPages) =>
    mapTotals(d, (p) => ({ unreadCount: p.unreadCount + unread, totalCount: p.totalCount + (existing ? 0 : 1) }));
  if (existing && existing.id > message.id) {
    // An older message delivered late (a replay after reconnecting): it counts, but the latest stays.
    return withTotals(
      mapRows(data, message.conversationId, (r) => ({
        ...r,
        conversationUnreadCount: r.conversationUnreadCount + unread,
      })),
    );
  }
  const fresh = message.recipientId === ctx.me && ctx.openConversationId !== message.conversationId;
  const row: InboxRow = {
    ...message,
    conversationUnreadCount: (existing?.conversationUnreadCount ?? 0) + unread,
    ...(fresh && { isNew: true }),
  };
  return withTotals({
    ...data,
    pages: data.pages.map((p, i) => ({
      ...p,
      messages: [...(i === 0 ? [row] : []), ...p.messages.filter((r) => r.conversationId !== message.conversationId)],
    })),
  });
}

/** I read a conversation (here or in another tab); the server's count is the truth. */
export function applyReadByMe(
  data: InboxPages,
  read: { conversationId: number; readerId: number; unreadCount: number },
): InboxPages {
  const next = mapRows(data, read.conversationId, ({ isNew: _isNew, ...r }) => ({
    ...r,
    conversationUnreadCount: 0,
    isRead: r.isRead || r.recipientId === read.readerId,
  }));
  const { unreadCount } = read;
  return mapTotals(next, () => ({ unreadCount }));
}

/** The other member read my messages: the row's latest message shows as read when it is one of them. */
export function applyReadReceipt(data: InboxPages, conversationId: number, messageIds: readonly number[]): InboxPages {
  const row = findRow(data, conversationId);
  if (!row || row.isRead || !messageIds.includes(row.id)) return data;
  return mapRows(data, conversationId, (r) => ({ ...r, isRead: true }));
}

/** The conversation's latest message was edited: its row shows the new text. */
export function applyEdited(data: InboxPages, e: { conversationId: number; messageId: number; content: string }) {
  const row = findRow(data, e.conversationId);
  if (row?.id !== e.messageId) return data;
  return mapRows(data, e.conversationId, (r) => ({ ...r, content: e.content }));
}

interface DeletedMessage {
  messageId: number;
  conversationId: number;
  /** The channel owner's unread count after the deletion, when the server sent it. */
  unreadCount?: number;
  /** The deleted message was addressed to me and still unread. */
  wasUnreadToMe: boolean;
  /**
   * The conversation's latest message once this one is gone: a message, null when none is left, or undefined
   * when not known here (the caller then refetches the list).
   */
  replacement?: InboxMessage | null;
}

/** A deleted message goes, and with the conversation's last message the conversation too. */
export function applyDeleted(data: InboxPages, d: DeletedMessage): InboxPages {
  const row = findRow(data, d.conversationId);
  const lower = d.wasUnreadToMe ? 1 : 0;
  let next = data;
  if (row?.id === d.messageId && d.replacement === null) {
    next = {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        messages: p.messages.filter((r) => r.conversationId !== d.conversationId),
        totalCount: Math.max(0, p.totalCount - 1),
      })),
    };
  } else if (row) {
    const replacement = row.id === d.messageId ? d.replacement : undefined;
    next = mapRows(data, d.conversationId, (r) => ({
      ...r,
      ...(replacement ?? {}),
      conversationUnreadCount: Math.max(0, r.conversationUnreadCount - lower),
    }));
  }
  const unreadCount = d.unreadCount;
  return unreadCount === undefined
    ? mapTotals(next, (p) => ({ unreadCount: Math.max(0, p.unreadCount - lower) }))
    : mapTotals(next, () => ({ unreadCount }));
}
