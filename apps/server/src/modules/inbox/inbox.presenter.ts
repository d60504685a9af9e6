import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import type { InboxMessage } from '@chapter/shared/inbox.schemas';
import type { Db } from '../../db/kysely.ts';
import { isSet } from '../../db/sql-values.ts';
import { inboxAttachments } from '../attachments/attachment-links.ts';
import type { MessageRow } from './inbox.repository.ts';

/** Database row → the inbox message contract (docs/product-rules.md "Inbox"); the same shape goes over HTTP and real time. */
export function presentMessage(row: MessageRow, attachments: AttachmentDescriptor[]): InboxMessage {
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
    attachments,
  };
}

/** Presents rows with their attachments, reading those of all of them at once. */
export async function presentMessages(db: Db, rows: MessageRow[]): Promise<InboxMessage[]> {
  const attachments = await inboxAttachments(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentMessage(r, attachments.get(r.id) ?? []));
}
