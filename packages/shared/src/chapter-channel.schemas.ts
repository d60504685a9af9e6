import { z } from 'zod';
import { attachmentDescriptor, attachmentIds } from './attachments.schemas.ts';

export {
  CHANNEL_GUEST_ACCESS,
  CHANNEL_MENTIONS_MAX,
  CHANNEL_MESSAGE_KINDS,
  CHANNEL_PAGE_DEFAULT,
  CHANNEL_PAGE_MAX,
  type ChannelGuestAccess,
} from './chapter-channel.labels.ts';

import {
  CHANNEL_MENTIONS_MAX,
  CHANNEL_MESSAGE_KINDS,
  CHANNEL_PAGE_DEFAULT,
  CHANNEL_PAGE_MAX,
} from './chapter-channel.labels.ts';
import { MESSAGE_MAX_LENGTH } from './inbox.labels.ts';
import { messageExtras, reactionCount, replyToId } from './message-extras.schemas.ts';
import { said } from './validation/said.ts';

/** Someone a message names with `@Name`: stored as the user id, shown with the name. */
export const channelMention = z.object({ userId: z.number(), name: z.string() });
export type ChannelMention = z.infer<typeof channelMention>;

/**
 * A chapter channel message as the API and the real-time pushes present it (docs/chapter-channel.md). An
 * announcement posted from Admin → Messaging has no clientMessageId.
 */
export const channelMessage = z.object({
  id: z.number(),
  groupId: z.number(),
  senderId: z.number(),
  senderName: z.string(),
  /** The sender's avatar path ('/api/avatars/42?v=…'), or null for the initials avatar. */
  senderAvatarUrl: z.string().nullable(),
  kind: z.enum(CHANNEL_MESSAGE_KINDS),
  content: z.string(),
  mentions: z.array(channelMention),
  sentAt: z.string(),
  clientMessageId: z.string().nullable(),
  /** Photos and files sent with it (docs/attachments.md); the text may be empty when there are some. */
  attachments: z.array(attachmentDescriptor),
  ...messageExtras,
});
export type ChannelMessage = z.infer<typeof channelMessage>;

/** The announcement pinned at the top of the channel, and who pinned it. */
export const channelPin = z.object({
  message: channelMessage,
  pinnedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  pinnedAt: z.string(),
});
export type ChannelPin = z.infer<typeof channelPin>;

/** GET /api/chapter: the caller's chapter channel, their rights in it and their unread counts. */
export const channelSummary = z.object({
  groupId: z.number(),
  groupName: z.string(),
  /** write: active members; read: visitors and substitutes when the group lets them read. */
  access: z.enum(['write', 'read']),
  /** May pin and unpin, and delete anyone's message (send_sms, docs/roles-and-permissions.md). */
  canModerate: z.boolean(),
  /** Messages after the caller's read position, other than their own. */
  unreadCount: z.number(),
  /** Unread messages that name the caller. */
  mentionCount: z.number(),
  /** The caller has read up to this message id (0: nothing yet). */
  lastReadId: z.number(),
  lastMessage: channelMessage.nullable(),
  pinned: channelPin.nullable(),
});
export type ChannelSummary = z.infer<typeof channelSummary>;

const cursor = z.string().regex(/^\d{1,15}$/, said('invalidCursor'));

/** GET /api/chapter/messages?before=&limit= */
export const channelPageQuery = z.object({
  before: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(CHANNEL_PAGE_MAX).default(CHANNEL_PAGE_DEFAULT),
});

/** A page of the channel, oldest → newest; `before` loads the page preceding it. */
export const channelPage = z.object({
  messages: z.array(channelMessage),
  hasMoreBack: z.boolean(),
  before: z.string().nullable(),
});
export type ChannelPage = z.infer<typeof channelPage>;

export const channelMessageParams = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/chapter/messages. `mentions` are the user ids the composer picked for the `@Name`s in the text. */
export const sendChannelMessageRequest = z
  .strictObject({
    content: z
      .string()
      .trim()
      .max(MESSAGE_MAX_LENGTH, said('messageTooLong', { max: MESSAGE_MAX_LENGTH }))
      .default(''),
    /** Client-generated id (e.g. a UUID); resending it never stores the message twice. */
    clientMessageId: z.string().trim().min(1).max(100),
    mentions: z
      .array(z.number().int().positive())
      .max(CHANNEL_MENTIONS_MAX, said('tooManyMentions', { max: CHANNEL_MENTIONS_MAX }))
      .default([]),
    /** Uploads to send with it; the text may then be empty (a caption is optional). */
    attachmentIds,
    /** A message of the channel this one answers (quoted above it). */
    replyToId,
  })
  .refine((b) => b.content.length > 0 || b.attachmentIds.length > 0, {
    message: said('messageEmpty'),
    path: ['content'],
  });
export type SendChannelMessageRequest = z.input<typeof sendChannelMessageRequest>;

/** POST /api/chapter/read: read up to this message (the latest when left out); the position only moves forward. */
export const markChannelReadRequest = z.strictObject({ upTo: z.number().int().positive().optional() });

/** The caller's read position and counts (the answer to reading, and the `channel_read` push). */
export const channelReadState = z.object({
  groupId: z.number(),
  lastReadId: z.number(),
  unreadCount: z.number(),
  mentionCount: z.number(),
});
export type ChannelReadState = z.infer<typeof channelReadState>;

/** PUT /api/chapter/pin */
export const pinChannelMessageRequest = z.strictObject({ messageId: z.number().int().positive() });

/** GET /api/chapter/members: who reads the channel, for `@` mentions and names. */
export const channelMembersResponse = z.object({
  members: z.array(z.object({ id: z.number(), name: z.string(), avatarUrl: z.string().nullable(), role: z.string() })),
});
export type ChannelMembers = z.infer<typeof channelMembersResponse>;

// ── Real-time events on chapter:{groupId} ──

export const channelMessageEvent = z.object({ type: z.literal('channel_message'), message: channelMessage });
/** Carries the sender and who was named, so each reader can correct their unread and mention counts. */
export const channelMessageDeletedEvent = z.object({
  type: z.literal('channel_message_deleted'),
  groupId: z.number(),
  messageId: z.number(),
  senderId: z.number(),
  mentionIds: z.array(z.number()),
});
export const channelPinnedEvent = z.object({
  type: z.literal('channel_pinned'),
  groupId: z.number(),
  pinned: channelPin.nullable(),
});
/** A message's reactions changed: everyone's counts and who put them (each reader works out their own `mine`). */
export const channelReactionsUpdatedEvent = z.object({
  type: z.literal('channel_reactions_updated'),
  groupId: z.number(),
  messageId: z.number(),
  reactions: z.array(reactionCount),
});
/** The sender edited a message within the edit window; who it names stays as it was. */
export const channelMessageEditedEvent = z.object({
  type: z.literal('channel_message_edited'),
  groupId: z.number(),
  messageId: z.number(),
  content: z.string(),
  editedAt: z.string(),
});
export const chapterEvent = z.discriminatedUnion('type', [
  channelMessageEvent,
  channelMessageDeletedEvent,
  channelPinnedEvent,
  channelReactionsUpdatedEvent,
  channelMessageEditedEvent,
]);
export type ChapterEvent = z.infer<typeof chapterEvent>;

// ── Events for one member, on their own inbox:{userId} ──

/** The member's read position and counts changed (they read, wrote, or a message naming them was deleted). */
export const channelReadEvent = channelReadState.extend({ type: z.literal('channel_read') });
/** The member was named in a message; mentionCount is theirs after it. */
export const channelMentionEvent = z.object({
  type: z.literal('channel_mention'),
  message: channelMessage,
  mentionCount: z.number(),
});
export const channelInboxEvent = z.discriminatedUnion('type', [channelReadEvent, channelMentionEvent]);
export type ChannelInboxEvent = z.infer<typeof channelInboxEvent>;
