import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './column-types.ts';

// The inbox's tables: conversations, their messages, unread counters and e-mail notices.

/** A conversation summarised by e-mail to a member on a UTC day; the key makes it once a day. */
export interface InboxEmailNoticeTable {
  user_id: number;
  conversation_id: number;
  day: string;
  sent_at: Timestamp;
}

export interface ConversationTable {
  id: Generated<number>;
  /** The smaller user id of the pair. */
  user_a_id: number;
  user_b_id: number;
  /** Messages not deleted (kept here so a conversation's count costs no scan). */
  message_count: Generated<number>;
  created_at: Timestamp;
}

export interface ConversationParticipantTable {
  conversation_id: number;
  user_id: number;
  /** Latest message not deleted; orders a user's inbox (keyset on it). */
  last_message_id: number | null;
}

export interface MessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  recipient_id: number;
  content: string;
  /** Unique per sender: a resend with the same id returns the stored message. */
  client_message_id: string;
  is_read: Generated<Flag>;
  read_at: Timestamp | null;
  deleted_at: Timestamp | null;
  sent_at: Timestamp;
  /** The message of the same conversation this one answers (migration 0019). */
  reply_to_id: number | null;
  /** When the sender last edited it, within the edit window. */
  edited_at: Timestamp | null;
}

/** Per user, kept by triggers (migration 0009): conversations with a latest message, unread messages received. */
export interface InboxCounterTable {
  user_id: number;
  conversations: Generated<number>;
  unread: Generated<number>;
}
