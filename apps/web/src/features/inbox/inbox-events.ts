import type { InboxEvent, InboxMessage, TypingEvent } from '@chapter/shared/inbox.schemas';
import { readEdit, readExtras, readReactionCounts } from '../../lib/message-extras.ts';
import { readAttachments } from '../../lib/read-attachments.ts';

/**
 * Reading inbox and typing pushes (docs/product-rules.md "Inbox"). Plain checks, not the shared schemas: the inbox
 * listener runs on every signed-in screen, and the schemas would bring the validation library to each of them.
 * inbox-events.test.ts holds these readers to the same answers as the schemas.
 */

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInteger = (v: unknown): v is number => Number.isInteger(v);
const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every(isNumber);

/**
 * A push counts as a message only when it carries id, senderId, recipientId and conversationId. The rest is filled
 * in when missing, so a sparse push still moves the conversation up and counts.
 */
function readMessage(raw: unknown): InboxMessage | null {
  if (!isObject(raw)) return null;
  const { id, senderId, recipientId, conversationId } = raw;
  if (!isNumber(id) || !isNumber(senderId) || !isNumber(recipientId) || !isNumber(conversationId)) return null;
  const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  return {
    id,
    senderId,
    recipientId,
    conversationId,
    senderName: text(raw.senderName, ''),
    recipientName: text(raw.recipientName, ''),
    content: text(raw.content, ''),
    isRead: raw.isRead === true,
    sentAt: text(raw.sentAt, new Date().toISOString()),
    clientMessageId: text(raw.clientMessageId, `server-${id}`),
    ...readExtras(raw),
    attachments: readAttachments(raw.attachments),
  };
}

/** A publication on inbox:{userId} or conversation:{id}, or null when it is not one the app understands. */
export function readInboxEvent(data: unknown): InboxEvent | null {
  if (!isObject(data)) return null;
  const { conversationId } = data;
  switch (data.type) {
    case 'new_message': {
      const message = readMessage(data.message);
      return message ? { type: 'new_message', message } : null;
    }
    case 'message_read': {
      const { readerId, unreadCount } = data;
      if (!isNumber(conversationId) || !isNumber(readerId) || !isNumber(unreadCount)) return null;
      return { type: 'message_read', conversationId, readerId, unreadCount };
    }
    case 'read_status_update': {
      const { messageIds, isRead } = data;
      if (!isNumber(conversationId) || !isNumberList(messageIds) || isRead !== true) return null;
      return { type: 'read_status_update', conversationId, messageIds, isRead };
    }
    case 'message_deleted': {
      const { messageId, unreadCount } = data;
      if (!isNumber(messageId) || !isNumber(conversationId)) return null;
      if (unreadCount !== undefined && !isNumber(unreadCount)) return null;
      return { type: 'message_deleted', messageId, conversationId, ...(unreadCount !== undefined && { unreadCount }) };
    }
    case 'reactions_updated': {
      const { messageId } = data;
      const reactions = readReactionCounts(data.reactions);
      if (!isNumber(messageId) || !isNumber(conversationId) || !reactions) return null;
      return { type: 'reactions_updated', conversationId, messageId, reactions };
    }
    case 'message_edited': {
      const edit = readEdit(data);
      if (!edit || !isNumber(conversationId)) return null;
      return { type: 'message_edited', conversationId, ...edit };
    }
    default:
      return null;
  }
}

interface TypingSignal extends TypingEvent {
  userId: number;
}

/** A well-formed typing event from someone else; those lacking a user id or an is-typing value are ignored. */
export function readTypingEvent(data: unknown, me: number): TypingSignal | null {
  if (!isObject(data)) return null;
  const { type, userId, userName, isTyping, conversationId, timestamp } = data;
  if (type !== 'typing' && type !== 'stop_typing') return null;
  if (!isInteger(userId) || userId === me || typeof isTyping !== 'boolean') return null;
  if (!isInteger(conversationId) || conversationId <= 0) return null;
  if (userName !== undefined && (typeof userName !== 'string' || userName.length > 200)) return null;
  const validTime = isNumber(timestamp) || (typeof timestamp === 'string' && timestamp.length <= 40);
  if (!validTime) return null;
  return { type, userId, isTyping, conversationId, timestamp, ...(userName !== undefined && { userName }) };
}
