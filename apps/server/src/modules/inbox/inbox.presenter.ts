import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import type { InboxMessage } from '@chapter/shared/inbox.schemas';
import type { MessageReaction } from '@chapter/shared/message-extras.schemas';
import type { Db } from '../../db/kysely.ts';
import { isSet } from '../../db/sql-values.ts';
import { loadReactions, reactionsFor, replyQuoteOf } from '../../lib/message-extras.ts';
import { inboxAttachments } from '../attachments/attachment-links.ts';
import type { MessageRow } from './inbox.repository.ts';

/** Database row → the inbox message contract (docs/product-rules.md "Inbox"); the same shape goes over HTTP and real time. */
export function presentMessage(
  row: MessageRow,
  attachments: AttachmentDescriptor[],
  reactions: MessageReaction[] = [],
): InboxMessage {
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
    reactions,
    replyTo: replyQuoteOf(row),
    editedAt: row.edited_at,
  };
}

/**
 * Presents rows with their attachments, and their reactions as `viewerId` sees them, reading those of all of them
 * at once.
 */
export async function presentMessages<R extends MessageRow>(
  db: Db,
  rows: R[],
  viewerId: number,
): Promise<{ row: R; message: InboxMessage }[]> {
  const ids = rows.map((r) => r.id);
  const [attachments, reactions] = await Promise.all([
    inboxAttachments(db, ids),
    loadReactions(db, 'message_reactions', ids),
  ]);
  return rows.map((row) => ({
    row,
    message: presentMessage(row, attachments.get(row.id) ?? [], reactionsFor(reactions.get(row.id), viewerId)),
  }));
}
