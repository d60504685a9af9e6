import { z } from 'zod';
import { attachmentDescriptor, attachmentIds } from './attachments.schemas.ts';

export { INBOX_PAGE_DEFAULT, INBOX_PAGE_MAX, MESSAGE_MAX_LENGTH } from './inbox.labels.ts';

import { INBOX_PAGE_DEFAULT, INBOX_PAGE_MAX, MESSAGE_MAX_LENGTH } from './inbox.labels.ts';
import { messageExtras, reactionCount, replyToId } from './message-extras.schemas.ts';
import { said } from './validation/said.ts';

/** An inbox message as the API and the real-time pushes present it (docs/product-rules.md "Inbox"). */
export const inboxMessage = z.object({
  id: z.number(),
  senderId: z.number(),
  recipientId: z.number(),
  conversationId: z.number(),
  senderName: z.string(),
  recipientName: z.string(),
  content: z.string(),
  isRead: z.boolean(),
  sentAt: z.string(),
  /** The sender's idempotency key, so the sending tab can match its optimistic copy. */
  clientMessageId: z.string(),
  /** Photos and files sent with it (docs/attachments.md); the text may be empty when there are some. */
  attachments: z.array(attachmentDescriptor),
  ...messageExtras,
});
export type InboxMessage = z.infer<typeof inboxMessage>;

/** One inbox row: the latest message of a conversation and how many of its messages the caller has not read. */
export const inboxItem = inboxMessage.extend({ conversationUnreadCount: z.number() });
export type InboxItem = z.infer<typeof inboxItem>;

const limit = z.coerce.number().int().min(1).max(INBOX_PAGE_MAX).default(INBOX_PAGE_DEFAULT);
/** Opaque keyset cursors: digits only, so they never need escaping in a query string. */
const cursor = z.string().regex(/^\d{1,15}$/, said('invalidCursor'));

/** GET /api/inbox?cursor=&limit= */
export const inboxListQuery = z.object({ cursor: cursor.optional(), limit });

/** GET /api/inbox: the latest message per conversation, newest conversation first. */
export const inboxListResponse = z.object({
  messages: z.array(inboxItem),
  /** Unread messages received by the caller, over all conversations. */
  unreadCount: z.number(),
  /** Conversations the caller has (all pages). */
  totalCount: z.number(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type InboxList = z.infer<typeof inboxListResponse>;

export const conversationParams = z.object({ id: z.coerce.number().int().positive() });
export const messageParams = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/inbox/conversations/:id?before=&limit= */
export const conversationQuery = z.object({ before: cursor.optional(), limit });

/** A page of a conversation, oldest → newest; `before` loads the page preceding it. */
export const conversationResponse = z.object({
  conversationId: z.number(),
  otherUser: z.object({ id: z.number(), name: z.string() }),
  messages: z.array(inboxMessage),
  /** Messages in the conversation (all pages, deleted ones excluded). */
  totalCount: z.number(),
  hasMoreBack: z.boolean(),
  /** Pass as `before` to load older messages; null when there are none. */
  before: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationResponse>;

/** POST /api/inbox/messages: to a user (first message creates the conversation) or into a conversation. */
export const sendMessageRequest = z
  .strictObject({
    recipientId: z.number().int().positive().optional(),
    conversationId: z.number().int().positive().optional(),
    content: z
      .string()
      .trim()
      .max(MESSAGE_MAX_LENGTH, said('messageTooLong', { max: MESSAGE_MAX_LENGTH }))
      .default(''),
    /** Client-generated id (e.g. a UUID); resending it never stores the message twice. */
    clientMessageId: z.string().trim().min(1).max(100),
    /** Uploads to send with it; the text may then be empty (a caption is optional). */
    attachmentIds,
    /** A message of the same conversation this one answers (quoted above it). */
    replyToId,
  })
  .refine((b) => b.content.length > 0 || b.attachmentIds.length > 0, {
    message: said('messageEmpty'),
    path: ['content'],
  })
  .refine((b) => (b.recipientId === undefined) !== (b.conversationId === undefined), {
    message: said('recipientOrConversation'),
    path: ['recipientId'],
  });
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;

/** POST /api/inbox/conversations/:id/read */
export const markReadResponse = z.object({
  conversationId: z.number(),
  messageIds: z.array(z.number()),
  /** The caller's unread count after marking. */
  unreadCount: z.number(),
});
export type MarkReadResult = z.infer<typeof markReadResponse>;

// ── Real-time events (data of publications on inbox:{userId} and conversation:{id}) ──

export const newMessageEvent = z.object({ type: z.literal('new_message'), message: inboxMessage });
/** On the reader's own inbox channel: their unread count after reading. */
export const messageReadEvent = z.object({
  type: z.literal('message_read'),
  conversationId: z.number(),
  readerId: z.number(),
  unreadCount: z.number(),
});
/** To the sender: these messages were read by the recipient. */
export const readStatusUpdateEvent = z.object({
  type: z.literal('read_status_update'),
  conversationId: z.number(),
  messageIds: z.array(z.number()),
  isRead: z.literal(true),
});
/** On inbox channels `unreadCount` is the channel owner's unread count after the deletion. */
export const messageDeletedEvent = z.object({
  type: z.literal('message_deleted'),
  messageId: z.number(),
  conversationId: z.number(),
  unreadCount: z.number().optional(),
});
/** A message's reactions changed: everyone's counts and who put them (each reader works out their own `mine`). */
export const reactionsUpdatedEvent = z.object({
  type: z.literal('reactions_updated'),
  conversationId: z.number(),
  messageId: z.number(),
  reactions: z.array(reactionCount),
});
/** The sender edited a message within the edit window. */
export const messageEditedEvent = z.object({
  type: z.literal('message_edited'),
  conversationId: z.number(),
  messageId: z.number(),
  content: z.string(),
  editedAt: z.string(),
});
export const inboxEvent = z.discriminatedUnion('type', [
  newMessageEvent,
  messageReadEvent,
  readStatusUpdateEvent,
  messageDeletedEvent,
  reactionsUpdatedEvent,
  messageEditedEvent,
]);
export type InboxEvent = z.infer<typeof inboxEvent>;

/**
 * Typing indicator (docs/product-rules.md "Inbox"), published by clients on typing:conversation:{id}. The server
 * overwrites userId and userName with the publisher's and forwards it to typing:user:{otherParticipantId}.
 */
export const typingEvent = z.object({
  type: z.enum(['typing', 'stop_typing']),
  userId: z.number().int().optional(),
  userName: z.string().max(200).optional(),
  isTyping: z.boolean(),
  conversationId: z.number().int().positive(),
  timestamp: z.union([z.number(), z.string().max(40)]),
});
export type TypingEvent = z.infer<typeof typingEvent>;
