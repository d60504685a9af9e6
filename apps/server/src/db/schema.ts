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

/** A role's permission set against the platform default: group_id 0 is platform-wide, else one group's. */
export interface RolePermissionOverrideTable {
  group_id: number;
  role: string;
  permission: string;
  /** 1 grants a permission the role lacks by default, 0 withdraws one it has. */
  granted: Flag;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** An SMS or e-mail sent by a leader to many members at once. */
export interface BroadcastTable {
  id: Generated<number>;
  group_id: number | null;
  sender_id: number | null;
  channel: 'sms' | 'email';
  /** Who was chosen, readable ("All members", "Roles: President, Member", "3 chosen members"). */
  audience: string;
  subject: string | null;
  body: string;
  recipient_count: number;
  skipped_count: number;
  created_at: Timestamp;
}

/** One chosen member of a broadcast: the outbox row carries the delivery status; skipped ones say why. */
export interface BroadcastRecipientTable {
  broadcast_id: number;
  user_id: number;
  address: string | null;
  outbox_id: number | null;
  skipped_reason: 'opted_out' | 'no_phone' | 'no_email' | null;
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

/* ---- Meetings (migration 0006) ---- */

export type MeetingType = 'chapter' | 'training' | 'social' | 'other';
export type MeetingStatus = 'scheduled' | 'cancelled' | 'completed';

export interface MeetingTable {
  id: Generated<number>;
  group_id: number;
  type: MeetingType;
  title: string;
  /** UTC instants; `timezone` is the IANA zone the meeting is held in (its local times are shown in it). */
  starts_at: Timestamp;
  ends_at: Timestamp;
  timezone: string;
  location: string | null;
  online_link: string | null;
  /** Rich text; sanitised on the way in and again when rendered. */
  agenda: string | null;
  speaker: string | null;
  status: MeetingStatus;
  /** Occurrences made by one weekly recurrence share it. */
  series_id: string | null;
  /** 'chapter:YYYY-MM-DD' (local date) for meetings generated from the group schedule; unique per group. */
  occurrence_key: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type RsvpResponse = 'attending' | 'tentative' | 'not_attending' | 'no_response';

export interface MeetingRsvpTable {
  meeting_id: number;
  user_id: number;
  response: RsvpResponse;
  updated_at: Timestamp;
}

export type AttendanceStatus = 'present' | 'absent' | 'late' | 'medical' | 'substitute';

/**
 * PALMS attendance, one row per meeting and member (no row = not recorded yet).
 *
 * For the traffic light (last 6 months, by `user_id` + `meeting_starts_at`, index attendance_user_starts):
 * - attended: present, late, substitute (an approved substitute covers the member, as in BNI);
 * - excused: medical (leave it out of the rate's denominator);
 * - absence: absent.
 * Only meetings with status 'scheduled' or 'completed' get attendance (cancelled ones are refused).
 */
export interface AttendanceTable {
  meeting_id: number;
  user_id: number;
  group_id: number;
  /** Copy of meetings.starts_at so period counts need no join. */
  meeting_starts_at: Timestamp;
  status: AttendanceStatus;
  recorded_by: number | null;
  recorded_at: Timestamp;
}

export type SubstitutionStatus = 'pending' | 'approved' | 'rejected';

export interface SubstitutionTable {
  id: Generated<number>;
  meeting_id: number;
  group_id: number;
  /** The member who cannot attend. */
  member_id: number;
  /** An existing Substitute account, or null when named by name + e-mail. */
  substitute_user_id: number | null;
  substitute_name: string;
  substitute_email: string | null;
  /** Seed §3 substitution note: JSON {substituteId, substituteName, substitutionStatus, content}. */
  note: string;
  status: SubstitutionStatus;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type VisitorStatus = 'invited' | 'accepted' | 'declined' | 'attended' | 'no-show' | 'applied' | 'joined';

/**
 * A person invited to visit the group.
 *
 * Visitor credit for the traffic light: the inviter (`invited_by`) earns one credit per visitor whose
 * `first_visit_at` (set once, when the visitor is first checked in at a meeting) falls in the period
 * (index visitors_inviter_first_visit). Later visits of the same visitor earn nothing more.
 */
export interface VisitorTable {
  id: Generated<number>;
  group_id: number;
  invited_by: number | null;
  /** The meeting the visitor is invited to. */
  meeting_id: number | null;
  /** The Visitor account created when the invitation is accepted. */
  user_id: number | null;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  classification: string | null;
  status: VisitorStatus;
  /** Follow-up notes by the inviter and leaders. */
  notes: string | null;
  first_visit_meeting_id: number | null;
  first_visit_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Single-use accept/decline link: only the SHA-256 of the token is stored. */
export interface VisitorInvitationTable {
  id: Generated<number>;
  visitor_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  used_action: 'accept' | 'decline' | null;
}

/** A visitor checked in at a meeting by someone with record_attendance. */
export interface VisitorCheckinTable {
  meeting_id: number;
  visitor_id: number;
  checked_in_by: number | null;
  checked_in_at: Timestamp;
}

/** A user's private calendar subscription: at most one live token (hashed); deleting the row revokes it. */
export interface CalendarFeedTable {
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
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
  role_permission_overrides: RolePermissionOverrideTable;
  broadcasts: BroadcastTable;
  broadcast_recipients: BroadcastRecipientTable;
  activity_records: ActivityRecordTable;
  activity_status_history: ActivityStatusHistoryTable;
  activity_unread: ActivityUnreadTable;
  meetings: MeetingTable;
  meeting_rsvps: MeetingRsvpTable;
  attendance: AttendanceTable;
  substitutions: SubstitutionTable;
  visitors: VisitorTable;
  visitor_invitations: VisitorInvitationTable;
  visitor_checkins: VisitorCheckinTable;
  calendar_feeds: CalendarFeedTable;
  mentor_profiles: MentorProfileTable;
  mentorships: MentorshipTable;
}

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
