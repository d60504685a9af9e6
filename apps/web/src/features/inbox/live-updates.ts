import type { InboxEvent, InboxList, InboxMessage, MarkReadResult } from '@chapter/shared/inbox.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { markQuotesDeleted, setEdited, setReactions, withMine } from '../../lib/message-extras.ts';
import {
  type ConversationCache,
  isPending,
  markIdsRead,
  markReceivedRead,
  removeMessage,
  upsertMessage,
} from './conversation-cache.ts';
import { inboxKeys } from './inbox-keys.ts';
import {
  applyDeleted,
  applyEdited,
  applyNewMessage,
  applyReadByMe,
  applyReadReceipt,
  countsAsUnread,
  findRow,
  type InboxPages,
  isComplete,
  type LiveContext,
} from './inbox-list-cache.ts';
import type { ProcessedIds } from './processed-ids.ts';

export interface LiveTarget extends LiveContext {
  queryClient: QueryClient;
  processed: ProcessedIds;
}

/**
 * Applies a push to one cached answer. An answer still on its way may have been read before the push's change
 * and would overwrite it when it lands: that request is replaced by a fresh one.
 */
function update<T>(t: LiveTarget, key: readonly unknown[], fn: (old: T) => T): void {
  t.queryClient.setQueryData<T>(key, (old) => (old ? fn(old) : old));
  if (t.queryClient.getQueryState(key)?.fetchStatus === 'fetching') {
    void t.queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

function setBadge(t: LiveTarget, fn: (unread: number) => number): void {
  update<InboxList>(t, inboxKeys.badge, (old) => ({ ...old, unreadCount: Math.max(0, fn(old.unreadCount)) }));
}

function updateList(t: LiveTarget, fn: (data: InboxPages) => InboxPages): void {
  update(t, inboxKeys.list, fn);
}

function updateConversation(t: LiveTarget, id: number, fn: (c: ConversationCache) => ConversationCache): void {
  update(t, inboxKeys.conversation(id), fn);
}

const withMessages = (c: ConversationCache, messages: ConversationCache['messages']) =>
  messages === c.messages ? c : { ...c, messages };

function refetchList(t: LiveTarget): void {
  void t.queryClient.invalidateQueries({ queryKey: inboxKeys.list });
}

/** Returns the message when this was its first arrival here, else null. */
function applyNewMessageEvent(t: LiveTarget, message: InboxMessage): InboxMessage | null {
  if (!t.processed.add(message.id)) return null;
  const list = t.queryClient.getQueryData<InboxPages>(inboxKeys.list);
  // A conversation missing from a partly loaded list may sit on a later page: only the server knows its count.
  const unsure = list !== undefined && !findRow(list, message.conversationId) && !isComplete(list);
  updateList(t, (d) => applyNewMessage(d, message, t));
  // After the update: writing data clears an invalidation made before it.
  if (unsure) refetchList(t);
  if (countsAsUnread(message, t)) setBadge(t, (n) => n + 1);
  const fresh = message.recipientId === t.me && t.openConversationId !== message.conversationId;
  updateConversation(t, message.conversationId, (c) => upsertMessage(c, fresh ? { ...message, isNew: true } : message));
  return message;
}

function applyDeletedEvent(t: LiveTarget, e: Extract<InboxEvent, { type: 'message_deleted' }>): void {
  const conversation = t.queryClient.getQueryData<ConversationCache>(inboxKeys.conversation(e.conversationId));
  const row = findRow(t.queryClient.getQueryData<InboxPages>(inboxKeys.list), e.conversationId);
  const known = conversation?.messages.find((m) => m.id === e.messageId) ?? (row?.id === e.messageId ? row : undefined);
  const wasUnreadToMe = known !== undefined && known.recipientId === t.me && !known.isRead;
  let replacement: InboxMessage | null | undefined;
  if (conversation?.messages.some((m) => m.id === e.messageId)) {
    const left = conversation.messages.filter((m) => m.id !== e.messageId && !isPending(m));
    replacement = left.at(-1) ?? (conversation.hasMoreBack ? undefined : null);
  }
  updateList(t, (d) => applyDeleted(d, { ...e, wasUnreadToMe, replacement }));
  if (row?.id === e.messageId && replacement === undefined) refetchList(t);
  const { unreadCount } = e;
  if (unreadCount !== undefined) setBadge(t, () => unreadCount);
  else if (wasUnreadToMe) setBadge(t, (n) => n - 1);
  updateConversation(t, e.conversationId, (c) => {
    const left = removeMessage(c, e.messageId);
    const messages = markQuotesDeleted(left.messages, e.messageId);
    return messages === left.messages ? left : { ...left, messages };
  });
}

/**
 * Applies a publication from inbox:{me} or conversation:{id} to the cached inbox, badge and conversation
 * (docs/product-rules.md "Inbox"). Returns a message that arrived for the first time, for notifications.
 */
export function applyInboxEvent(t: LiveTarget, event: InboxEvent): InboxMessage | null {
  switch (event.type) {
    case 'new_message':
      return applyNewMessageEvent(t, event.message);
    case 'message_read': {
      if (event.readerId !== t.me) return null;
      updateList(t, (d) => applyReadByMe(d, event));
      setBadge(t, () => event.unreadCount);
      updateConversation(t, event.conversationId, (c) => markReceivedRead(c, event.readerId));
      return null;
    }
    case 'read_status_update':
      updateList(t, (d) => applyReadReceipt(d, event.conversationId, event.messageIds));
      updateConversation(t, event.conversationId, (c) => markIdsRead(c, event.messageIds));
      return null;
    case 'message_deleted':
      applyDeletedEvent(t, event);
      return null;
    case 'reactions_updated': {
      const reactions = withMine(event.reactions, t.me);
      updateConversation(t, event.conversationId, (c) =>
        withMessages(c, setReactions(c.messages, event.messageId, reactions)),
      );
      return null;
    }
    case 'message_edited':
      updateList(t, (d) => applyEdited(d, event));
      updateConversation(t, event.conversationId, (c) => withMessages(c, setEdited(c.messages, event)));
      return null;
  }
}

/** The answer to marking a conversation read: the same outcome as the message_read push it also causes. */
export function applyMarkedRead(t: LiveTarget, result: MarkReadResult): void {
  const { conversationId, unreadCount, messageIds } = result;
  updateList(t, (d) => applyReadByMe(d, { conversationId, readerId: t.me, unreadCount }));
  setBadge(t, () => unreadCount);
  updateConversation(t, conversationId, (c) => markIdsRead(c, messageIds));
}
