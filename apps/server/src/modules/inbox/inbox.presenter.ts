import type { InboxMessage } from '@chapter/shared/inbox.schemas';
import { isSet } from '../../db/sql-values.ts';
import type { MessageRow } from './inbox.repository.ts';

/** Database row → the inbox message contract (docs/product-rules.md "Inbox"); the same shape goes over HTTP and real time. */
export function presentMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    conversationId: row.conversation_id,
    senderName: row.sender_name,
    recipientName: row.recipient_name,
    content: row.content,
    isRead: isSet(row.is_read),
    sentAt: row.sent_at,
    clientMessageId: row.client_message_id,
  };
}
