import type { AttendanceSheet, AttendanceStatus, Meeting } from '@chapter/shared/meetings.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { buildProfile, chapterTotals, funnelFigures } from '../../../test/builders.ts';

/** What the attendance grid's tests share: the Secretary, today's meeting, a one-member sheet and the screen's routes. */
export const secretary = buildProfile({
  name: 'Samuel Reyes',
  role: 'Secretary Treasurer',
  permissions: [...DEFAULT_ROLE_PERMISSIONS['Secretary Treasurer']],
});
export const startsAt = new Date(Date.now() - 3_600_000).toISOString();
export const meeting: Meeting = {
  id: 7,
  groupId: 1,
  type: 'chapter',
  title: 'Riverside Chapter weekly meeting',
  startsAt,
  endsAt: new Date(Date.now() + 1_800_000).toISOString(),
  timezone: 'UTC',
  location: 'Hall',
  onlineLink: null,
  speaker: null,
  status: 'scheduled',
  seriesId: null,
  fromSchedule: true,
  myRsvp: 'no_response',
  rsvpCounts: { attending: 0, tentative: 0, not_attending: 0 },
};
export const sheet = (status: AttendanceStatus | null, checkedIn: boolean): AttendanceSheet => ({
  meetingId: 7,
  meetingTitle: meeting.title,
  startsAt,
  status: 'scheduled',
  members: [
    {
      userId: 5,
      name: 'Maya Thompson',
      classification: 'Realtor',
      role: 'Member',
      status,
      substituteName: null,
      substituteId: null,
      rsvp: 'attending',
    },
  ],
  visitors: [{ visitorId: 3, name: 'Vic Visitor', company: null, invitedByName: 'Maya Thompson', checkedIn }],
});

/** What the attendance screen reads besides the sheet: the Secretary, the meeting and an empty report. */
export const SCREEN = {
  'GET /api/profile': { body: secretary },
  'GET /api/meetings': { body: { items: [meeting] } },
  'GET /api/attendance/report': {
    body: {
      from: '2026-01-01',
      to: '2026-03-01',
      meetings: 0,
      visitors: 0,
      currency: 'USD',
      weeks: [],
      funnel: funnelFigures(),
      rows: [],
      totals: chapterTotals(),
    },
  },
};
