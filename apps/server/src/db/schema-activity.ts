/** Activity record tables (migration 0005); column conventions in column-types.ts. */
import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './column-types.ts';

export type ActivityType = 'referral' | 'closed_business' | 'one_to_one' | 'testimonial' | 'training_credit';
export type ActivityApprovalStatus = 'pending' | 'approved' | 'rejected';

/**
 * One activity record (docs/activity-records.md). "Given" lists rows where giver_id is the user,
 * "Received" rows where receiver_id is the user. Column meanings per `type`:
 *
 * | type            | giver_id                              | receiver_id                    | status                                                        | approval_status         | other columns |
 * |-----------------|---------------------------------------|--------------------------------|---------------------------------------------------------------|-------------------------|---------------|
 * | referral        | member who passed the referral        | member who gets the prospect   | new → contacted → in_progress → won / lost                    | pending/approved/rejected (approve_referrals) | summary = prospect name; details {prospectName, prospectContact, description, temperature 1–5, scope inside/outside} |
 * | closed_business | member who GOT the business and records the thank-you (TYFCB given) | member thanked (who gave the business) | 'recorded' | pending/approved/rejected (approve_business) | amount_cents + currency (ISO 4217), referral_id (optional link to the referral), details {businessType new/repeat, scope inside/outside/tier3, description} |
 * | one_to_one      | member who requested the meeting      | member asked to meet           | requested → (rescheduled ↔ requested) → confirmed → completed; declined / cancelled | null | occurred_at = agreed (or last proposed) meeting time; details {location, proposedBy, giverConfirmed, receiverConfirmed, note}. Two-sided: count for BOTH giver_id and receiver_id when status = 'completed' |
 * | testimonial     | author                                | member the testimonial is about | 'given'                                                       | null                    | published = 1 when the receiver shows it on their profile; details {text} |
 * | training_credit | who recorded it (the member, or a leader awarding it) | member credited (= giver_id when self-recorded) | 'recorded' | null | credits (whole number), summary = title, details {title, provider}; occurred_at = training date |
 *
 * Six-month figures (one indexed query each, `occurred_at >= since`):
 * - referrals given / received: type='referral', giver_id / receiver_id = member (exclude approval_status 'rejected')
 * - TYFCB thanked by a member: type='closed_business', giver_id = member, approval_status='approved', sum(amount_cents)
 *   (business the member was thanked for: receiver_id = member)
 * - one-to-ones: type='one_to_one', status='completed', giver_id = member OR receiver_id = member
 * - testimonials given / received: type='testimonial', giver_id / receiver_id = member
 * - training credits: type='training_credit', receiver_id = member, sum(credits)
 */
export interface ActivityRecordTable {
  id: Generated<number>;
  group_id: number;
  type: ActivityType;
  giver_id: number;
  receiver_id: number;
  status: string;
  /** null for types that need no approval (one-to-one, testimonial, training credit). */
  approval_status: ActivityApprovalStatus | null;
  /** The leader's reason when rejected (optional note when approved). */
  approval_reason: string | null;
  decided_by: number | null;
  decided_at: Timestamp | null;
  /** closed_business only: integer minor units of `currency`. */
  amount_cents: number | null;
  currency: string | null;
  /** training_credit only. */
  credits: number | null;
  /** testimonial only: shown on the receiver's profile. */
  published: Generated<Flag>;
  /** closed_business only: the referral that led to the business. */
  referral_id: number | null;
  /** A short line for lists and search (prospect name, training title, first words of a testimonial…). */
  summary: string;
  /** JSON object with the type-specific fields listed above. */
  details: string;
  /** When it happened: referral/testimonial = creation, TYFCB = business date, 1-2-1 = meeting time, training = date. */
  occurred_at: Timestamp;
  /** Unique per giver_id: a double-submitted create stores one row. */
  client_request_id: string;
  /** sha256 of the create request's body (null for rows stored before it was kept): a reused id must match it. */
  request_hash: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every change of a record: created, status change, proposal, confirmation, approval, edit, publish. */
export interface ActivityStatusHistoryTable {
  id: Generated<number>;
  activity_id: number;
  actor_id: number | null;
  action: string;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  created_at: Timestamp;
}

/** Records a user has not opened yet since they were created or changed by someone else; box = the tab. */
export interface ActivityUnreadTable {
  user_id: number;
  box: 'given' | 'received';
  activity_id: number;
  type: ActivityType;
  created_at: Timestamp;
}

/**
 * A reminder sent to a referral's receiver: one per referral and per last update it has waited since
 * (`quiet_since` is the referral's updated_at), so a reminder goes once however many processes run the job.
 */
export interface ReferralReminderTable {
  activity_id: number;
  quiet_since: Timestamp;
  sent_at: Timestamp;
}
