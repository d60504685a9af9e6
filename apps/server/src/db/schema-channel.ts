/** Chapter channel tables (migration 0017, docs/chapter-channel.md); column conventions in column-types.ts. */
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** One row per group that has used its channel: the message sequence and the pinned announcement. */
export interface ChapterChannelTable {
  group_id: number;
  /** The seq of the group's latest message: every message takes the next one, so unread = last_seq − read seq − deleted. */
  last_seq: Generated<number>;
  pinned_message_id: number | null;
  pinned_by: number | null;
  pinned_at: Timestamp | null;
}

export interface ChannelMessageTable {
  id: Generated<number>;
  group_id: number;
  /** 1, 2, 3… within the group, in id order; deleted messages keep theirs. */
  seq: number;
  sender_id: number;
  /** 'message' unless the insert says otherwise (the column's default). */
  kind: Generated<'message' | 'announcement'>;
  content: string;
  /** The sender's idempotency key; null for announcements posted from Admin → Messaging. */
  client_message_id: string | null;
  sent_at: Timestamp;
  deleted_at: Timestamp | null;
  deleted_by: number | null;
  /** The message of the same channel this one answers (migration 0019). */
  reply_to_id: number | null;
  /** When the sender last edited it, within the edit window. */
  edited_at: Timestamp | null;
}

/**
 * A member's reaction to a message (migration 0019): message_reactions for inbox messages and
 * channel_message_reactions for channel messages have this same shape.
 */
export interface MessageReactionTable {
  message_id: number;
  user_id: number;
  /** One of REACTION_EMOJIS. */
  emoji: string;
  created_at: Timestamp;
}

/** How far a member has read their group's channel. */
export interface ChannelReadTable {
  user_id: number;
  group_id: number;
  last_read_id: number;
  last_read_seq: number;
  updated_at: Timestamp;
}

/** A member named in a message (the mention's seq is the message's, for unread mentions by position). */
export interface ChannelMentionTable {
  message_id: number;
  user_id: number;
  group_id: number;
  seq: number;
}
