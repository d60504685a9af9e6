import {
  calendarFeedStatus,
  cancelMeetingRequest,
  createMeetingRequest,
  groupSchedule,
  meeting,
  meetingDetail,
  meetingParams,
  meetingsQuery,
  meetingsResponse,
  rsvpRequest,
  rsvpResponse,
  updateMeetingRequest,
  updateScheduleRequest,
} from '@chapter/shared/meetings.schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { CalendarService, IcsFile } from './calendar.service.ts';
import type { MeetingsService } from './meetings.service.ts';

const groupQuery = z.strictObject({ groupId: z.coerce.number().int().positive().optional() });

function sendIcs(reply: FastifyReply, file: IcsFile) {
  return reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/** Meetings, RSVPs, the group schedule and calendar export. */
export function meetingsRoutes(
  app: FastifyInstance,
  meetings: MeetingsService,
  calendar: CalendarService,
  guard: AuthGuard,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = guard.required({ require: { permission: 'view_meetings' } });
  const manage = guard.required({ require: { permission: 'manage_meetings' } });

  r.get(
    '/api/meetings',
    { schema: { querystring: meetingsQuery, response: { 200: meetingsResponse } }, onRequest: view },
    async (req) => meetings.list(principalOf(req), req.query),
  );
  r.post(
    '/api/meetings',
    { schema: { body: createMeetingRequest, response: { 201: meeting } }, onRequest: manage },
    async (req, reply) => reply.code(201).send(await meetings.create(principalOf(req), req.body)),
  );
  r.get(
    '/api/meetings/schedule',
    { schema: { querystring: groupQuery, response: { 200: groupSchedule } }, onRequest: manage },
    async (req) => meetings.schedule(principalOf(req), req.query.groupId),
  );
  r.put(
    '/api/meetings/schedule',
    { schema: { body: updateScheduleRequest, response: { 200: groupSchedule } }, onRequest: manage },
    async (req) => meetings.updateSchedule(principalOf(req), req.body),
  );
  r.get(
    '/api/meetings/:meetingId',
    { schema: { params: meetingParams, response: { 200: meetingDetail } }, onRequest: view },
    async (req) => meetings.detail(principalOf(req), req.params.meetingId),
  );
  r.put(
    '/api/meetings/:meetingId',
    { schema: { params: meetingParams, body: updateMeetingRequest, response: { 200: meeting } }, onRequest: manage },
    async (req) => meetings.update(principalOf(req), req.params.meetingId, req.body),
  );
  r.post(
    '/api/meetings/:meetingId/cancel',
    { schema: { params: meetingParams, body: cancelMeetingRequest, response: { 200: meeting } }, onRequest: manage },
    async (req) => meetings.cancel(principalOf(req), req.params.meetingId, req.body),
  );
  r.put(
    '/api/meetings/:meetingId/rsvp',
    { schema: { params: meetingParams, body: rsvpRequest, response: { 200: rsvpResponse } }, onRequest: view },
    async (req) => meetings.rsvp(principalOf(req), req.params.meetingId, req.body.response),
  );

  r.get(
    '/api/meetings/:meetingId/calendar.ics',
    { schema: { params: meetingParams }, onRequest: view },
    async (req, reply) => sendIcs(reply, await calendar.meetingIcs(principalOf(req), req.params.meetingId)),
  );
  r.get('/api/calendar.ics', { schema: { querystring: groupQuery }, onRequest: view }, async (req, reply) =>
    sendIcs(reply, await calendar.calendarIcs(principalOf(req), req.query.groupId)),
  );
  r.get('/api/calendar/feed', { schema: { response: { 200: calendarFeedStatus } }, onRequest: view }, async (req) =>
    calendar.feedStatus(principalOf(req)),
  );
  r.post('/api/calendar/feed', { schema: { response: { 200: calendarFeedStatus } }, onRequest: view }, async (req) =>
    calendar.regenerateFeed(principalOf(req)),
  );
  r.delete('/api/calendar/feed', { schema: { response: { 200: calendarFeedStatus } }, onRequest: view }, async (req) =>
    calendar.revokeFeed(principalOf(req)),
  );
  // Polled by calendar apps, which send no bearer token: the secret in the path is the credential.
  r.get(
    '/api/calendar-feeds/:token/calendar.ics',
    { schema: { params: z.strictObject({ token: z.string().min(20).max(100) }) } },
    async (req, reply) => sendIcs(reply, await calendar.feedIcs(req.params.token)),
  );
}
