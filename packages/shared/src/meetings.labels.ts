/**
 * Meeting kinds, statuses and RSVP answers with their labels, without schemas: home's next-meeting card and the
 * RSVP buttons use them on a phone's first screen. meetings.schemas.ts re-exports them.
 */
import type { AttendanceStatus } from './attendance.ts';

export const MEETING_TYPES = ['chapter', 'training', 'social', 'other'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  chapter: 'Chapter meeting',
  training: 'Training',
  social: 'Social',
  other: 'Other',
};

export const MEETING_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** The four RSVP answers to an event and their labels. */
export const RSVP_RESPONSES = ['attending', 'tentative', 'not_attending', 'no_response'] as const;
export type RsvpResponse = (typeof RSVP_RESPONSES)[number];
export const RSVP_LABELS: Record<RsvpResponse, string> = {
  attending: 'Attending',
  tentative: 'Maybe',
  not_attending: 'Not Attending',
  no_response: 'No Response',
};

/** Attendance marks as the grid shows them: a letter in each cell and its word. */
export const ATTENDANCE_LETTERS: Record<AttendanceStatus, string> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  medical: 'M',
  substitute: 'S',
};
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  medical: 'Medical',
  substitute: 'Substitute',
};
