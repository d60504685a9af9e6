import type { ChannelMention, ChannelMessage, ChannelPin, ChapterEvent } from '@chapter/shared/chapter-channel.schemas';
import { readEdit, readExtras, readReactionCounts } from '../../lib/message-extras.ts';
import { readAttachments } from '../../lib/read-attachments.ts';

/**
 * Reading chapter:{groupId} pushes (docs/chapter-channel.md). Plain checks, not the shared schemas, like the inbox's:
 * the schemas would bring the validation library to the screens. chapter-events.test.ts holds these readers to the
 * same answers as the schemas. The member's own events on inbox:{me} are read by lib/chapter-inbox-events.ts.
 */

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every(isNumber);
const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

function readMentions(v: unknown): ChannelMention[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((m) => (isObject(m) && isNumber(m.userId) ? [{ userId: m.userId, name: text(m.name, '') }] : []));
}

/** A message needs its id, group and sender; the rest is filled in when missing. */
function readChannelMessage(raw: unknown): ChannelMessage | null {
  if (!isObject(raw)) return null;
  const { id, groupId, senderId } = raw;
  if (!isNumber(id) || !isNumber(groupId) || !isNumber(senderId)) return null;
  return {
    id,
    groupId,
    senderId,
    senderName: text(raw.senderName, ''),
    senderAvatarUrl: typeof raw.senderAvatarUrl === 'string' ? raw.senderAvatarUrl : null,
    kind: raw.kind === 'announcement' ? 'announcement' : 'message',
    content: text(raw.content, ''),
    mentions: readMentions(raw.mentions),
    sentAt: text(raw.sentAt, new Date().toISOString()),
    clientMessageId: typeof raw.clientMessageId === 'string' ? raw.clientMessageId : null,
    ...readExtras(raw),
    attachments: readAttachments(raw.attachments),
  };
}

function readPin(raw: unknown): ChannelPin | null {
  if (!isObject(raw)) return null;
  const message = readChannelMessage(raw.message);
  if (!message) return null;
  const by = isObject(raw.pinnedBy) && isNumber(raw.pinnedBy.id) ? raw.pinnedBy : null;
  return {
    message,
    pinnedBy: by ? { id: by.id as number, name: text(by.name, '') } : null,
    pinnedAt: text(raw.pinnedAt, message.sentAt),
  };
}

/** A publication on chapter:{groupId}, or null when it is not one the app understands. */
export function readChapterEvent(data: unknown): ChapterEvent | null {
  if (!isObject(data)) return null;
  switch (data.type) {
    case 'channel_message': {
      const message = readChannelMessage(data.message);
      return message ? { type: 'channel_message', message } : null;
    }
    case 'channel_message_deleted': {
      const { groupId, messageId, senderId, mentionIds } = data;
      if (!isNumber(groupId) || !isNumber(messageId) || !isNumber(senderId)) return null;
      return {
        type: 'channel_message_deleted',
        groupId,
        messageId,
        senderId,
        mentionIds: isNumberList(mentionIds) ? mentionIds : [],
      };
    }
    case 'channel_reactions_updated': {
      const { groupId, messageId } = data;
      const reactions = readReactionCounts(data.reactions);
      if (!isNumber(groupId) || !isNumber(messageId) || !reactions) return null;
      return { type: 'channel_reactions_updated', groupId, messageId, reactions };
    }
    case 'channel_message_edited': {
      const edit = readEdit(data);
      if (!edit || !isNumber(data.groupId)) return null;
      return { type: 'channel_message_edited', groupId: data.groupId, ...edit };
    }
    case 'channel_pinned': {
      if (!isNumber(data.groupId)) return null;
      return { type: 'channel_pinned', groupId: data.groupId, pinned: readPin(data.pinned) };
    }
    default:
      return null;
  }
}
