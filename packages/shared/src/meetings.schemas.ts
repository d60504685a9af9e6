import { z } from 'zod';
import type { AttendanceStatus } from './attendance.ts';
import { email } from './auth.schemas.ts';
import { cursorParam } from './members.schemas.ts';
import { optionalText } from './profile.schemas.ts';
import { displayName, optionalDisplayText, optionalHttpUrl, optionalPhone, requiredPhone } from './text-rules.ts';

/**
 * Contracts of meetings, RSVPs, PALMS attendance, substitutions and calendar export; the PALMS report's are in
 * palms.schemas.ts.
 */

export {
  MEETING_STATUSES,
  MEETING_TYPE_LABELS,
  MEETING_TYPES,
  type MeetingStatus,
  type MeetingType,
  RSVP_LABELS,
  RSVP_RESPONSES,
  type RsvpResponse,
} from './meetings.labels.ts';

import { MEETING_STATUSES, MEETING_TYPES, RSVP_RESPONSES } from './meetings.labels.ts';

export { ATTENDANCE_STATUSES, ATTENDED_STATUSES, type AttendanceStatus } from './attendance.ts';

import { ATTENDANCE_STATUSES } from './attendance.ts';
import { said } from './validation/said.ts';

export { ATTENDANCE_LABELS, ATTENDANCE_LETTERS } from './meetings.labels.ts';

export const SUBSTITUTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];

const isoInstant = z.iso.datetime({ offset: true });
const localDate = z.iso.date();
const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, said('timeOfDay'));
const timezone = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, said('unknownTimeZone'));
/** Meeting links, like profile websites: http(s) only. */
const httpUrl = optionalHttpUrl(500);

export const meetingParams = z.strictObject({ meetingId: z.coerce.number().int().positive() });

/** GET /api/meetings: meetings of the caller's group that overlap [from, to) (at most about a year). */
export const meetingsQuery = z.strictObject({
  from: isoInstant,
  to: isoInstant,
  groupId: z.coerce.number().int().positive().optional(),
});

export const rsvpCounts = z.object({ attending: z.number(), tentative: z.number(), not_attending: z.number() });

export const meeting = z.object({
  id: z.number(),
  groupId: z.number(),
  type: z.enum(MEETING_TYPES),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timezone: z.string(),
  location: z.string().nullable(),
  onlineLink: z.string().nullable(),
  speaker: z.string().nullable(),
  status: z.enum(MEETING_STATUSES),
  seriesId: z.string().nullable(),
  /** Generated from the group's weekly schedule. */
  fromSchedule: z.boolean(),
  myRsvp: z.enum(RSVP_RESPONSES),
  rsvpCounts,
});
export type Meeting = z.infer<typeof meeting>;

export const meetingsResponse = z.object({ items: z.array(meeting) });
export type MeetingsResponse = z.infer<typeof meetingsResponse>;

export const attendee = z.object({
  userId: z.number(),
  name: z.string(),
  companyName: z.string().nullable(),
  response: z.enum(RSVP_RESPONSES),
});

/** The substitution note (who substitutes, and a message), stored as a JSON string. */
export const substitutionNote = z.object({
  substituteId: z.number().nullable(),
  substituteName: z.string(),
  substitutionStatus: z.enum(SUBSTITUTION_STATUSES).default('pending'),
  content: z.string(),
});
export type SubstitutionNote = z.infer<typeof substitutionNote>;

export const substitution = z.object({
  id: z.number(),
  meetingId: z.number(),
  meetingTitle: z.string(),
  meetingStartsAt: z.string(),
  memberId: z.number(),
  memberName: z.string(),
  substituteUserId: z.number().nullable(),
  substituteName: z.string(),
  substituteEmail: z.string().nullable(),
  content: z.string(),
  status: z.enum(SUBSTITUTION_STATUSES),
  createdAt: z.string(),
});
export type Substitution = z.infer<typeof substitution>;

export const meetingDetail = meeting.extend({
  agenda: z.string().nullable(),
  groupName: z.string(),
  attendees: z.array(attendee),
  substitutions: z.array(substitution),
  canManage: z.boolean(),
  canRecordAttendance: z.boolean(),
});
export type MeetingDetail = z.infer<typeof meetingDetail>;

/** Times are local to `timezone`; the server turns them into UTC instants (daylight saving included). */
/**
 * Agenda HTML is shown to the whole group: elements and attributes that could draw a fake screen over the app
 * (forms, fields, frames, inline styles) are refused at the API; the web sanitizer drops them as well.
 */
const UNSAFE_AGENDA =
  /<\s*(form|input|button|textarea|select|option|label|fieldset|iframe|frame|frameset|object|embed|style|link|meta|base|dialog)(?=[\s/>]|$)|<[^>]*\sstyle\s*=/i;

const meetingFields = {
  title: z.string().trim().min(1, said('titleRequired')).max(160),
  type: z.enum(MEETING_TYPES),
  date: localDate,
  startTime: localTime,
  durationMinutes: z
    .number()
    .int()
    .min(5, said('atLeastMinutes', { min: 5 }))
    .max(24 * 60, said('atMostHours', { max: 24 })),
  timezone,
  location: optionalText(300),
  onlineLink: httpUrl,
  agenda: optionalText(20_000).refine((v) => !v || !UNSAFE_AGENDA.test(v), {
    message: said('agendaMarkup'),
  }),
  speaker: optionalText(160),
};

/** POST /api/meetings (manage_meetings); `repeatWeeks` > 1 creates a weekly series of that many. */
export const createMeetingRequest = z.strictObject({
  ...meetingFields,
  groupId: z.number().int().positive().optional(),
  repeatWeeks: z.number().int().min(1).max(52).default(1),
});
export type CreateMeeting = z.input<typeof createMeetingRequest>;

/** PUT /api/meetings/:meetingId; `applyToSeries` also moves later occurrences of the series. */
export const updateMeetingRequest = z.strictObject({
  ...meetingFields,
  status: z.enum(['scheduled', 'completed']).optional(),
  applyToSeries: z.boolean().default(false),
});
export type UpdateMeeting = z.input<typeof updateMeetingRequest>;

export const cancelMeetingRequest = z.strictObject({
  reason: optionalText(500),
  /** Notify the group by e-mail. */
  notify: z.boolean().default(true),
});

export const rsvpRequest = z.strictObject({ response: z.enum(RSVP_RESPONSES) });
export const rsvpResponse = z.object({ response: z.enum(RSVP_RESPONSES), rsvpCounts });

/** Group weekly schedule (GET/PUT /api/meetings/schedule). */
export const groupSchedule = z.object({
  groupId: z.number(),
  weekday: z.number().int().min(0).max(6).nullable(),
  startTime: z.string().nullable(),
  durationMinutes: z.number().nullable(),
  timezone: z.string(),
  location: z.string().nullable(),
  onlineLink: z.string().nullable(),
});
export type GroupSchedule = z.infer<typeof groupSchedule>;
export const updateScheduleRequest = z.strictObject({
  groupId: z.number().int().positive().optional(),
  /** 0 = Sunday … 6 = Saturday; null stops generating meetings. */
  weekday: z.number().int().min(0).max(6).nullable(),
  startTime: localTime,
  durationMinutes: z.number().int().min(15).max(600),
  timezone,
  location: optionalText(300),
  onlineLink: httpUrl,
});
export type UpdateSchedule = z.input<typeof updateScheduleRequest>;

/* ---- Attendance ---- */

export const attendanceRow = z.object({
  userId: z.number(),
  name: z.string(),
  classification: z.string().nullable(),
  role: z.string(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  /** Approved substitute's name when one covers the member. */
  substituteName: z.string().nullable(),
  /** The substitute recorded at the door covering the member, whose visits a leader can open; null otherwise. */
  substituteId: z.number().nullable(),
  rsvp: z.enum(RSVP_RESPONSES),
});
export const visitorCheckinRow = z.object({
  visitorId: z.number(),
  name: z.string(),
  company: z.string().nullable(),
  invitedByName: z.string().nullable(),
  checkedIn: z.boolean(),
});
export const attendanceSheet = z.object({
  meetingId: z.number(),
  meetingTitle: z.string(),
  startsAt: z.string(),
  status: z.enum(MEETING_STATUSES),
  members: z.array(attendanceRow),
  visitors: z.array(visitorCheckinRow),
});
export type AttendanceSheet = z.infer<typeof attendanceSheet>;

/** PUT /api/meetings/:meetingId/attendance: a batch; the grid sends one change per tap. */
export const recordAttendanceRequest = z.strictObject({
  members: z
    .array(
      z.strictObject({
        userId: z.number().int().positive(),
        status: z.enum(ATTENDANCE_STATUSES).nullable(),
        /**
         * The mark this device saw before the change, sent with marks queued offline: when the stored mark is
         * neither this nor the new one, another leader changed it meanwhile and the change is returned as a
         * conflict instead of applied.
         */
        previous: z.enum(ATTENDANCE_STATUSES).nullable().optional(),
      }),
    )
    .max(500)
    .default([]),
  visitors: z
    .array(z.strictObject({ visitorId: z.number().int().positive(), checkedIn: z.boolean() }))
    .max(200)
    .default([]),
});
export type RecordAttendance = z.input<typeof recordAttendanceRequest>;

/**
 * POST /api/meetings/:meetingId/walk-ins: a visitor who came to the door without an invitation in the app. They
 * become a visitor record of the group, checked in at this meeting (their first visit, the inviter's credit).
 */
export const walkInRequest = z.strictObject({
  name: displayName(120),
  company: optionalDisplayText(160),
  classification: optionalText(120),
  /** For the follow-up; a visitor who would rather not give one is still welcome. */
  email: email.optional(),
  /** For the follow-up, often all a visitor at the door has to hand. */
  phone: optionalPhone(),
  /** The member who brought them (null: they came on their own). */
  invitedBy: z.number().int().positive().nullable().optional(),
});
export type WalkIn = z.input<typeof walkInRequest>;

/**
 * POST /api/meetings/:meetingId/door-substitutes: a substitute who turns up for a member, recorded by a leader at
 * the door. The phone is required: it is how the same person is known again next time (or the e-mail).
 */
export const doorSubstituteRequest = z.strictObject({
  memberId: z.number().int().positive(),
  name: displayName(120),
  company: optionalDisplayText(160),
  phone: requiredPhone(),
  email: email.optional(),
});
export type DoorSubstituteInput = z.input<typeof doorSubstituteRequest>;

/** GET /api/door-substitutes/:substituteId: the person and every meeting they covered a member at, newest first. */
export const doorSubstituteHistory = z.object({
  id: z.number(),
  name: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  visits: z.array(
    z.object({
      meetingId: z.number(),
      meetingTitle: z.string(),
      startsAt: z.string(),
      memberId: z.number(),
      memberName: z.string(),
    }),
  ),
});
export type DoorSubstituteHistory = z.infer<typeof doorSubstituteHistory>;

/**
 * On attendance:{meetingId} after each change: the members' new marks (null: cleared) and whether the visitors
 * changed (a check-in or a walk-in), so the other leaders' grids follow within a second.
 */
export interface AttendanceEvent {
  type: 'attendance_changed';
  meetingId: number;
  members: { userId: number; status: AttendanceStatus | null }[];
  visitorsChanged: boolean;
  /** The leader who made the change, or the member who scanned the screen's code; null: a visitor who did. */
  byUserId: number | null;
}

/** A queued mark not applied because another leader recorded a different one meanwhile. */
export const attendanceConflict = z.object({
  userId: z.number(),
  name: z.string(),
  yours: z.enum(ATTENDANCE_STATUSES).nullable(),
  theirs: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type AttendanceConflict = z.infer<typeof attendanceConflict>;

/** The sheet after the batch, with the marks that were not applied. */
export const recordAttendanceResponse = attendanceSheet.extend({ conflicts: z.array(attendanceConflict) });
export type RecordAttendanceResult = z.infer<typeof recordAttendanceResponse>;

/* ---- Substitutions ---- */

/** POST /api/meetings/:meetingId/substitutions: an existing Substitute account, or a name and e-mail. */
export const createSubstitutionRequest = z
  .strictObject({
    substituteUserId: z.number().int().positive().optional(),
    substituteName: z.string().trim().max(120).optional(),
    substituteEmail: email.optional(),
    content: z.string().trim().max(1000).default(''),
  })
  .refine((v) => v.substituteUserId !== undefined || (v.substituteName && v.substituteEmail), {
    message: said('substituteWho'),
    path: ['substituteName'],
  });
export type CreateSubstitution = z.input<typeof createSubstitutionRequest>;

export const substituteAccount = z.object({ userId: z.number(), name: z.string(), email: z.string() });
export const substituteAccountsResponse = z.object({ items: z.array(substituteAccount) });

export const substitutionsQuery = z.strictObject({
  groupId: z.coerce.number().int().positive().optional(),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const substitutionsPage = z.object({ items: z.array(substitution), nextCursor: z.string().nullable() });
export type SubstitutionsPage = z.infer<typeof substitutionsPage>;
export const substitutionParams = z.strictObject({ substitutionId: z.coerce.number().int().positive() });
export const rejectSubstitutionRequest = z.strictObject({
  reason: z.string().trim().min(1, said('giveReason')).max(1000),
});

/* ---- Calendar feed ---- */

export const calendarFeedStatus = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  /** Only in the answer that creates the token: it is stored hashed and cannot be shown again. */
  url: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

/** A calendar event for export. */
export interface CalendarExportEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  extendedProps: { location: string | null; agenda: string | null };
}
