import { z } from 'zod';
import { decisionResponse } from '../lifecycle.schemas.ts';
import {
  attendanceSheet,
  calendarFeedStatus,
  cancelMeetingRequest,
  createMeetingRequest,
  createSubstitutionRequest,
  doorSubstituteHistory,
  doorSubstituteRequest,
  groupSchedule,
  meeting,
  meetingDetail,
  meetingParams,
  meetingsQuery,
  meetingsResponse,
  recordAttendanceRequest,
  recordAttendanceResponse,
  rejectSubstitutionRequest,
  rsvpRequest,
  rsvpResponse,
  substituteAccountsResponse,
  substitution,
  substitutionParams,
  substitutionsPage,
  substitutionsQuery,
  updateMeetingRequest,
  updateScheduleRequest,
  walkInRequest,
} from '../meetings.schemas.ts';
import {
  attendanceReport,
  attendanceReportPdfQuery,
  attendanceReportQuery,
  palmsWeek,
  palmsWeekParams,
  palmsWeeksResponse,
  setPalmsWeekRequest,
} from '../palms.schemas.ts';
import type { ContractFor } from './define.ts';
import { type meetingsRoutes, meetingsRoutes as r } from './meetings.routes.ts';

/** A platform admin names the group; everyone else gets their own. */
const groupQuery = z.strictObject({ groupId: z.coerce.number().int().positive().optional() });
/** A private calendar feed's secret, the credential of calendar apps that send no bearer token. */
const feedParams = z.strictObject({ token: z.string().min(20).max(100) });

export const meetingsContract = {
  [r.list]: { query: meetingsQuery, response: meetingsResponse },
  [r.create]: { body: createMeetingRequest, status: 201, response: meeting },
  [r.schedule]: { query: groupQuery, response: groupSchedule },
  [r.updateSchedule]: { body: updateScheduleRequest, response: groupSchedule },
  [r.detail]: { params: meetingParams, response: meetingDetail },
  [r.update]: { params: meetingParams, body: updateMeetingRequest, response: meeting },
  [r.cancel]: { params: meetingParams, body: cancelMeetingRequest, response: meeting },
  [r.rsvp]: { params: meetingParams, body: rsvpRequest, response: rsvpResponse },
  [r.meetingIcs]: { params: meetingParams },
  [r.calendarIcs]: { query: groupQuery },
  [r.feed]: { response: calendarFeedStatus },
  [r.regenerateFeed]: { response: calendarFeedStatus },
  [r.revokeFeed]: { response: calendarFeedStatus },
  [r.feedIcs]: { params: feedParams },
  [r.attendanceSheet]: { params: meetingParams, response: attendanceSheet },
  [r.recordAttendance]: { params: meetingParams, body: recordAttendanceRequest, response: recordAttendanceResponse },
  [r.addWalkIn]: { params: meetingParams, body: walkInRequest, status: 201, response: attendanceSheet },
  [r.recordDoorSubstitute]: {
    params: meetingParams,
    body: doorSubstituteRequest,
    status: 201,
    response: attendanceSheet,
  },
  [r.doorSubstituteHistory]: {
    params: z.strictObject({ substituteId: z.coerce.number().int().positive() }),
    response: doorSubstituteHistory,
  },
  [r.attendanceReport]: { query: attendanceReportQuery, response: attendanceReport },
  [r.attendanceReportCsv]: { query: attendanceReportQuery },
  [r.attendanceReportPdf]: { query: attendanceReportPdfQuery },
  [r.palmsWeeks]: { query: attendanceReportQuery, response: palmsWeeksResponse },
  [r.setPalmsWeek]: { params: palmsWeekParams, body: setPalmsWeekRequest, response: palmsWeek },
  [r.substitutes]: { response: substituteAccountsResponse },
  [r.createSubstitution]: {
    params: meetingParams,
    body: createSubstitutionRequest,
    status: 201,
    response: substitution,
  },
  [r.withdrawSubstitution]: { params: substitutionParams, response: decisionResponse },
  [r.pendingSubstitutions]: { query: substitutionsQuery, response: substitutionsPage },
  [r.approveSubstitution]: { params: substitutionParams, response: decisionResponse },
  [r.rejectSubstitution]: { params: substitutionParams, body: rejectSubstitutionRequest, response: decisionResponse },
} as const satisfies ContractFor<typeof meetingsRoutes>;
