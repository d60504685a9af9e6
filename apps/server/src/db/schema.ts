import type { LanguageCode } from '@chapter/shared/languages';
import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './column-types.ts';
import type {
  ActivityRecordTable,
  ActivityStatusHistoryTable,
  ActivityUnreadTable,
  ReferralReminderTable,
} from './schema-activity.ts';
import type { AttachmentFileTable, AttachmentTable } from './schema-attachments.ts';
import type {
  ChannelMentionTable,
  ChannelMessageTable,
  ChannelReadTable,
  ChapterChannelTable,
  MessageReactionTable,
} from './schema-channel.ts';
import type { ChapterRulesTable } from './schema-chapter-rules.ts';
import type {
  CommitteeDecisionTable,
  CommitteeNoteTable,
  CommitteeVoteTable,
  RenewalReviewTable,
} from './schema-committee.ts';
import type { ImportBatchTable, ImportRowTable } from './schema-imports.ts';
import type {
  ConversationParticipantTable,
  ConversationTable,
  InboxCounterTable,
  InboxEmailNoticeTable,
  MessageTable,
} from './schema-inbox.ts';
import type { LockoutTable } from './schema-lockouts.ts';
import type {
  AgendaTemplateTable,
  AttendanceTable,
  CalendarFeedTable,
  ChapterComparisonTable,
  DoorSubstituteTable,
  MeetingAgendaTable,
  MeetingRsvpTable,
  MeetingRunLeadTable,
  MeetingRunStepTable,
  MeetingRunTable,
  MeetingTable,
  PalmsWeekTable,
  SubstitutionTable,
  VisitorCheckinTable,
  VisitorInvitationTable,
  VisitorTable,
} from './schema-meetings.ts';
import type { MentorProfileTable, MentorshipTable } from './schema-mentorship.ts';
import type { NotificationTable } from './schema-notifications.ts';
import type { SpeakerRotaTable } from './schema-speaker-rota.ts';
import type { VisitorEmailTemplateTable, VisitorFollowUpEmailTable, VisitorTaskTable } from './schema-visitors.ts';

/**
 * Table types. Timestamps are ISO-8601 UTC strings and booleans are 0/1 integers on both
 * dialects (see sql-values.ts), so query code never branches on the database.
 */

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
  /** What visitors and substitutes may do in the chapter channel: 'none' or 'read' (migration 0017). */
  channel_visitors: Generated<'none' | 'read'>;
  channel_substitutes: Generated<'none' | 'read'>;
  /** The chapter's language and currency (migration 0026, docs/i18n.md); null currency: inferred from its records. */
  language: Generated<LanguageCode>;
  currency: string | null;
  /** Days a referral may go without an update before its receiver is reminded; null: never (migration 0027). */
  referral_reminder_days: Generated<number | null>;
  /** Whether the chapter uses the detailed referral steps (migration 0028). */
  detailed_referral_steps: Generated<Flag>;
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
  /** One of LANGUAGE_CODES (packages/shared/src/languages.ts); null follows the chapter's, then the browser's. */
  preferred_language: LanguageCode | null;
  avatar_key: string | null;
  must_change_password: Generated<Flag>;
  /** A temporary password stops working after this moment. */
  password_expires_at: Timestamp | null;
  /** The last API call or live connection (kept to the minute); the unread-messages e-mail waits for 30 minutes. */
  last_seen_at: Timestamp | null;
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
  /** A seat on the group's membership committee (migration 0033, docs/membership-committee.md). */
  committee_seat: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Copy of users.name kept by triggers (migration 0009): the roster's keyset order. Never written by queries. */
  sort_name: string | null;
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

/** One device's Web Push subscription, tied to the session that made it. */
export interface PushSubscriptionTable {
  endpoint: string;
  user_id: number;
  session_id: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** A meeting reminder pushed (kind 'evening' or 'hour'); its key is the claim that makes it once. */
export interface MeetingReminderTable {
  meeting_id: number;
  kind: string;
  sent_at: Timestamp;
}

/** A meeting-reminder e-mail written for a member; the key makes it once per member, meeting and start time. */
export interface MeetingReminderEmailTable {
  meeting_id: number;
  user_id: number;
  /** The start the e-mail announced: a meeting moved later is reminded of again. */
  starts_at: Timestamp;
  sent_at: Timestamp;
}

/** A one-time sign-in link: single use, short-lived, opening on a meeting (docs/product-rules.md "Visitor sign-in"). */
export interface LoginLinkTable {
  token_hash: string;
  user_id: number;
  meeting_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
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
  /** JSON list of files sent with an e-mail (see lib/mailer.ts MailAttachment); null when none. */
  attachments: string | null;
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

export interface Database {
  groups: GroupTable;
  users: UserTable;
  memberships: MembershipTable;
  sessions: SessionTable;
  push_subscriptions: PushSubscriptionTable;
  meeting_reminders: MeetingReminderTable;
  meeting_reminder_emails: MeetingReminderEmailTable;
  inbox_email_notices: InboxEmailNoticeTable;
  password_resets: PasswordResetTable;
  login_links: LoginLinkTable;
  setup_tokens: SetupTokenTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  user_settings: UserSettingsTable;
  error_reports: ErrorReportTable;
  conversations: ConversationTable;
  conversation_participants: ConversationParticipantTable;
  messages: MessageTable;
  app_meta: AppMetaTable;
  inbox_counters: InboxCounterTable;
  avatar_images: AvatarImageTable;
  renewal_reminders: RenewalReminderTable;
  job_runs: JobRunTable;
  role_permission_overrides: RolePermissionOverrideTable;
  broadcasts: BroadcastTable;
  broadcast_recipients: BroadcastRecipientTable;
  activity_records: ActivityRecordTable;
  activity_status_history: ActivityStatusHistoryTable;
  activity_unread: ActivityUnreadTable;
  referral_reminders: ReferralReminderTable;
  meetings: MeetingTable;
  meeting_rsvps: MeetingRsvpTable;
  attendance: AttendanceTable;
  palms_weeks: PalmsWeekTable;
  agenda_templates: AgendaTemplateTable;
  meeting_agendas: MeetingAgendaTable;
  meeting_runs: MeetingRunTable;
  meeting_run_leads: MeetingRunLeadTable;
  meeting_run_steps: MeetingRunStepTable;
  speaker_rota: SpeakerRotaTable;
  chapter_comparisons: ChapterComparisonTable;
  substitutions: SubstitutionTable;
  door_substitutes: DoorSubstituteTable;
  visitors: VisitorTable;
  visitor_invitations: VisitorInvitationTable;
  visitor_checkins: VisitorCheckinTable;
  visitor_email_templates: VisitorEmailTemplateTable;
  visitor_follow_up_emails: VisitorFollowUpEmailTable;
  visitor_tasks: VisitorTaskTable;
  calendar_feeds: CalendarFeedTable;
  mentor_profiles: MentorProfileTable;
  mentorships: MentorshipTable;
  chapter_channels: ChapterChannelTable;
  channel_messages: ChannelMessageTable;
  channel_reads: ChannelReadTable;
  channel_mentions: ChannelMentionTable;
  attachments: AttachmentTable;
  attachment_files: AttachmentFileTable;
  message_reactions: MessageReactionTable;
  channel_message_reactions: MessageReactionTable;
  notifications: NotificationTable;
  lockouts: LockoutTable;
  import_batches: ImportBatchTable;
  import_rows: ImportRowTable;
  committee_notes: CommitteeNoteTable;
  committee_votes: CommitteeVoteTable;
  committee_decisions: CommitteeDecisionTable;
  renewal_reviews: RenewalReviewTable;
  chapter_rules: ChapterRulesTable;
}
