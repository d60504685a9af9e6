import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import type { ChannelMention, ChannelMessage } from '@chapter/shared/chapter-channel.schemas';
import type { MessageReaction } from '@chapter/shared/message-extras.schemas';
import type { Db } from '../../db/kysely.ts';
import { avatarPath } from '../../lib/avatar-path.ts';
import { loadReactions, reactionsFor, replyQuoteOf } from '../../lib/message-extras.ts';
import { channelAttachments } from '../attachments/attachment-links.ts';
import { type ChannelMessageRow, selectMentions } from './chapter-channel.repository.ts';

/** Database row → the channel message contract (docs/chapter-channel.md); the same shape over HTTP and real time. */
export function presentChannelMessage(
  row: ChannelMessageRow,
  mentions: ChannelMention[],
  attachments: AttachmentDescriptor[],
  reactions: MessageReaction[] = [],
): ChannelMessage {
  return {
    id: row.id,
    groupId: row.group_id,
    senderId: row.sender_id,
    senderName: row.sender_name,
    senderAvatarUrl: avatarPath(row.sender_id, row.sender_avatar_key),
    kind: row.kind,
    content: row.content,
    mentions,
    sentAt: row.sent_at,
    clientMessageId: row.client_message_id,
    attachments,
    reactions,
    replyTo: replyQuoteOf(row),
    editedAt: row.edited_at,
  };
}

/**
 * Presents rows with the people they name, their attachments, and their reactions as `viewerId` sees them (none is
 * `mine` without one), reading those of all of them at once.
 */
export async function presentWithMentions(
  db: Db,
  rows: ChannelMessageRow[],
  viewerId?: number,
): Promise<ChannelMessage[]> {
  const ids = rows.map((r) => r.id);
  const [mentions, attachments, reactions] = await Promise.all([
    selectMentions(db, ids),
    channelAttachments(db, ids),
    loadReactions(db, 'channel_message_reactions', ids),
  ]);
  const byMessage = new Map<number, ChannelMention[]>();
  for (const m of mentions) {
    byMessage.set(m.message_id, [...(byMessage.get(m.message_id) ?? []), { userId: m.user_id, name: m.name }]);
  }
  return rows.map((r) =>
    presentChannelMessage(
      r,
      byMessage.get(r.id) ?? [],
      attachments.get(r.id) ?? [],
      reactionsFor(reactions.get(r.id), viewerId),
    ),
  );
}
