/** Mentorship tables (migration 0008); column conventions in column-types.ts. */
import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './column-types.ts';

/** A member who opted in as a mentor (one row per user; removed when they opt out). */
export interface MentorProfileTable {
  user_id: number;
  group_id: number;
  expertise: string;
  bio: string | null;
  /** Active mentees at most; a full mentor takes no new ones. */
  capacity: number;
  /** 0 pauses new applications without opting out. */
  accepting: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MentorshipTable {
  id: Generated<number>;
  group_id: number;
  mentor_id: number;
  mentee_id: number;
  status: 'pending' | 'active' | 'completed' | 'declined';
  goals: string;
  message: string | null;
  decline_reason: string | null;
  /** The leader who assigned it directly (null for an application). */
  assigned_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  started_at: Timestamp | null;
  ended_at: Timestamp | null;
}
