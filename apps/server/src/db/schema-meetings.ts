/** Meetings, attendance, substitutions, visitors and calendar feeds (migration 0006); column conventions in column-types.ts. */
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

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
  /** The person recorded at the door (door_substitutes), whose visits form one history; null otherwise. */
  door_substitute_id: number | null;
  /** Substitution note, JSON {substituteId, substituteName, substitutionStatus, content} (docs/product-rules.md). */
  note: string;
  status: SubstitutionStatus;
  decided_by: number | null;
  decided_at: Timestamp | null;
  decision_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A substitute recorded at the door by name, company and phone; found again by phone digits or e-mail. */
export interface DoorSubstituteTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  company: string | null;
  phone: string | null;
  phone_digits: string | null;
  email: string | null;
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
  /** The member who follows the visitor up (migration 0034); null: the inviter. */
  host_id: number | null;
  /** When the visitor applied to join (migration 0034). */
  applied_at: Timestamp | null;
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

/**
 * A week's PALMS state (migration 0029, docs/palms-weeks.md): no row is a draft. `week_ends` is the local date of the
 * meeting day that closes the week.
 */
export interface PalmsWeekTable {
  group_id: number;
  week_ends: string;
  state: 'completed' | 'holiday';
  changed_by: number | null;
  changed_at: Timestamp;
}

/**
 * The weekly meeting's agenda (migration 0036, docs/meeting-mode.md): a chapter's template, and a meeting's own
 * copy; `segments` is the JSON of the shared `agendaSegments` schema.
 */
export interface AgendaTemplateTable {
  group_id: number;
  segments: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface MeetingAgendaTable {
  meeting_id: number;
  segments: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** The meeting's run (migration 0037, docs/meeting-mode.md "The run"); `segments` and `speakers` are JSON. */
export interface MeetingRunTable {
  meeting_id: number;
  state: 'idle' | 'running' | 'paused' | 'ended';
  segments: string;
  segment_index: number;
  speakers: string;
  speaker_index: number | null;
  step_started_at: Timestamp | null;
  paused_at: Timestamp | null;
  paused_seconds: number;
  extra_seconds: number;
  version: number;
  led_by: number | null;
  updated_at: Timestamp;
}

/** The member a leader named to lead a meeting's run (migration 0040, docs/meeting-mode.md "Who leads"). */
export interface MeetingRunLeadTable {
  meeting_id: number;
  user_id: number;
  named_by: number | null;
  named_at: Timestamp;
}

/** One segment or speaker of a run: `actual_seconds` (pauses left out) is null while it runs. */
export interface MeetingRunStepTable {
  meeting_id: number;
  seq: number;
  segment_index: number;
  speaker_name: string | null;
  planned_seconds: number;
  started_at: Timestamp;
  actual_seconds: number | null;
}

/**
 * The comparison group of a chapter's scorecard (migration 0035, docs/chapter-scorecard.md); no row: chapters of
 * similar size. `peer_ids`: a JSON array of group ids, for the mode 'chosen'.
 */
export interface ChapterComparisonTable {
  group_id: number;
  mode: 'size' | 'all' | 'chosen';
  peer_ids: string | null;
  changed_by: number | null;
  changed_at: Timestamp;
}
