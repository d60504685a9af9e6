import {
  type InboxEvent,
  type InboxMessage,
  inboxEvent,
  inboxMessage,
  type TypingEvent,
  typingEvent,
} from '@chapter/shared/inbox.schemas';

const ids = inboxMessage.pick({ id: true, senderId: true, recipientId: true, conversationId: true });

/**
 * Seed §5: an inbox push counts as a message only when it carries id, senderId, recipientId and conversationId.
 * The rest is filled in when missing, so a sparse push still moves the conversation up and counts.
 */
function readMessage(raw: unknown): InboxMessage | null {
  const known = ids.safeParse(raw);
  if (!known.success) return null;
  const full = inboxMessage.safeParse(raw);
  if (full.success) return full.data;
  const r = raw as Partial<InboxMessage>;
  return {
    ...known.data,
    senderName: typeof r.senderName === 'string' ? r.senderName : '',
    recipientName: typeof r.recipientName === 'string' ? r.recipientName : '',
    content: typeof r.content === 'string' ? r.content : '',
    isRead: r.isRead === true,
    sentAt: typeof r.sentAt === 'string' ? r.sentAt : new Date().toISOString(),
    clientMessageId: typeof r.clientMessageId === 'string' ? r.clientMessageId : `server-${known.data.id}`,
  };
}

/** A publication on inbox:{userId} or conversation:{id}, or null when it is not one the app understands. */
export function readInboxEvent(data: unknown): InboxEvent | null {
  const d = data as { type?: unknown; message?: unknown } | null;
  if (d?.type === 'new_message') {
    const message = readMessage(d.message);
    return message ? { type: 'new_message', message } : null;
  }
  const parsed = inboxEvent.safeParse(data);
  return parsed.success ? parsed.data : null;
}

interface TypingSignal extends TypingEvent {
  userId: number;
}

/** Seed §5: typing events lacking a user id or an is-typing value are ignored, and so are my own echoes. */
export function readTypingEvent(data: unknown, me: number): TypingSignal | null {
  const parsed = typingEvent.safeParse(data);
  if (!parsed.success) return null;
  const { userId } = parsed.data;
  if (userId === undefined || userId === me) return null;
  return { ...parsed.data, userId };
}
