import type { ConversationPage, InboxItem, InboxList, InboxMessage } from '@chapter/shared/inbox.schemas';

/** The signed-in user of the inbox tests is buildProfile()'s Maya Thompson (id 7); Leo Fischer (id 12) writes to her. */
export const ME = { id: 7, name: 'Maya Thompson' };
export const LEO = { id: 12, name: 'Leo Fischer' };

let seq = 100;

/** A message from Leo to Maya in conversation 3 unless told otherwise. */
export function buildMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  seq += 1;
  const id = overrides.id ?? seq;
  return {
    id,
    senderId: LEO.id,
    senderName: LEO.name,
    recipientId: ME.id,
    recipientName: ME.name,
    conversationId: 3,
    content: `Message ${id}`,
    isRead: false,
    sentAt: new Date().toISOString(),
    clientMessageId: `client-${id}`,
    attachments: [],
    reactions: [],
    replyTo: null,
    editedAt: null,
    ...overrides,
  };
}

export function buildInboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  return { conversationUnreadCount: 0, ...buildMessage(overrides), ...overrides };
}

export function buildInboxList(items: InboxItem[], overrides: Partial<InboxList> = {}): InboxList {
  return {
    messages: items,
    unreadCount: items.reduce((n, i) => n + i.conversationUnreadCount, 0),
    totalCount: items.length,
    nextCursor: null,
    ...overrides,
  };
}

export function buildConversation(
  messages: InboxMessage[],
  overrides: Partial<ConversationPage> = {},
): ConversationPage {
  return {
    conversationId: 3,
    otherUser: { id: LEO.id, name: LEO.name },
    messages,
    totalCount: messages.length,
    hasMoreBack: false,
    before: null,
    ...overrides,
  };
}
