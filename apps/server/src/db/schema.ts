import type { Generated } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC strings and booleans are 0/1 integers on both
 * dialects (see sql-values.ts), so query code never branches on the database.
 */
type Timestamp = string;
type Flag = number;

export interface GroupTable {
  id: Generated<number>;
  name: string;
  status: 'active' | 'inactive' | 'forming';
  image_url: string | null;
  code: string;
  capacity: number | null;
  accepting_members: Generated<Flag>;
  timezone: string;
  allow_substitute_login: Generated<Flag>;
  meeting_weekday: number | null;
  meeting_time: string | null;
  meeting_duration_minutes: number | null;
  meeting_location: string | null;
  meeting_online_link: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string | null;
  status: 'active' | 'inactive' | 'pending';
  is_admin: Generated<Flag>;
  company_name: string | null;
  classification: string | null;
  phone: string | null;
  website: string | null;
  bio: string | null;
  avatar_key: string | null;
  must_change_password: Generated<Flag>;
  /** A temporary password stops working after this moment. */
  password_expires_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MembershipTable {
  id: Generated<number>;
  user_id: number;
  group_id: number;
  role: string;
  status: 'pending' | 'active' | 'inactive' | 'expired';
  classification: string | null;
  joined_at: Timestamp | null;
  renewal_due: Timestamp | null;
  sponsor_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  ip: string | null;
}

export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SetupTokenTable {
  id: Generated<number>;
  token_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body_text: string;
  body_html: string | null;
  /** pending → sent | failed; held when no provider is configured (readable in admin tools). */
  status: 'pending' | 'sent' | 'failed' | 'held';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  group_id: number | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  summary: string;
  created_at: Timestamp;
}

/** One row per changed setting ('notifications.push' → 'true'), so parallel saves of different settings never overwrite each other. */
export interface UserSettingsTable {
  user_id: number;
  key: string;
  /** JSON-encoded value. */
  value: string;
  updated_at: Timestamp;
}

export interface ErrorReportTable {
  id: Generated<number>;
  report_id: string;
  user_id: number | null;
  payload: string;
  created_at: Timestamp;
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
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** Re-encoded avatar JPEGs by random key and size (96/256/512), in the database so every process serves them. */
export interface AvatarImageTable {
  key: string;
  size: number;
  data: Buffer;
  created_at: Timestamp;
}

/** One row per reminder sent: the primary key makes a second send for the same due date impossible. */
export interface RenewalReminderTable {
  membership_id: number;
  renewal_due: Timestamp;
  days_before: number;
  sent_at: Timestamp;
}

/** A scheduled job's run for one period; the process whose insert succeeds runs it. */
export interface JobRunTable {
  job: string;
  period: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  result: string | null;
}

export type ActivityType = 'referral' | 'closed_business' | 'one_to_one' | 'testimonial' | 'training_credit';
export type ActivityApprovalStatus = 'pending' | 'approved' | 'rejected';

/**
 * One activity record (PRODUCT.md "Activity records"). "Given" lists rows where giver_id is the user,
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

export interface Database {
  groups: GroupTable;
  users: UserTable;
  memberships: MembershipTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  setup_tokens: SetupTokenTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  user_settings: UserSettingsTable;
  error_reports: ErrorReportTable;
  conversations: ConversationTable;
  conversation_participants: ConversationParticipantTable;
  messages: MessageTable;
  app_meta: AppMetaTable;
  avatar_images: AvatarImageTable;
  renewal_reminders: RenewalReminderTable;
  job_runs: JobRunTable;
  activity_records: ActivityRecordTable;
  activity_status_history: ActivityStatusHistoryTable;
  activity_unread: ActivityUnreadTable;
}
