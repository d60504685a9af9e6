import type { Meeting, Substitution } from '@chapter/shared/meetings.schemas';
import type { RsvpResponse } from '../../db/schema-meetings.ts';
import type { MeetingRow } from './meetings.repository.ts';

const NO_COUNTS = { attending: 0, tentative: 0, not_attending: 0 };

export function presentMeeting(
  row: MeetingRow,
  myRsvp: RsvpResponse | undefined,
  counts: Meeting['rsvpCounts'] | undefined,
): Meeting {
  return {
    id: row.id,
    groupId: row.group_id,
    type: row.type,
    title: row.title,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timezone: row.timezone,
    location: row.location,
    onlineLink: row.online_link,
    speaker: row.speaker,
    status: row.status,
    seriesId: row.series_id,
    fromSchedule: row.occurrence_key !== null,
    myRsvp: myRsvp ?? 'no_response',
    rsvpCounts: counts ?? NO_COUNTS,
  };
}

export interface SubstitutionRow {
  id: number;
  meeting_id: number;
  meeting_title: string;
  meeting_starts_at: string;
  member_id: number;
  member_name: string;
  substitute_user_id: number | null;
  substitute_name: string;
  substitute_email: string | null;
  note: string;
  status: Substitution['status'];
  created_at: string;
}

/** The note is JSON (docs/product-rules.md "Substitutions"); its `content` is the member's message. */
export function presentSubstitution(row: SubstitutionRow): Substitution {
  let content = '';
  try {
    const note = JSON.parse(row.note) as { content?: unknown };
    content = typeof note.content === 'string' ? note.content : '';
  } catch {
    content = '';
  }
  return {
    id: row.id,
    meetingId: row.meeting_id,
    meetingTitle: row.meeting_title,
    meetingStartsAt: row.meeting_starts_at,
    memberId: row.member_id,
    memberName: row.member_name,
    substituteUserId: row.substitute_user_id,
    substituteName: row.substitute_name,
    substituteEmail: row.substitute_email,
    content,
    status: row.status,
    createdAt: row.created_at,
  };
}
