import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { CalendarService, IcsFile } from './calendar.service.ts';
import type { MeetingsService } from './meetings.service.ts';

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

  r.route({
    ...contractRoute(m.list),
    onRequest: view,
    handler: async (req) => meetings.list(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(m.create),
    onRequest: manage,
    handler: async (req, reply) => reply.code(201).send(await meetings.create(principalOf(req), req.body)),
  });
  r.route({
    ...contractRoute(m.schedule),
    onRequest: manage,
    handler: async (req) => meetings.schedule(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(m.updateSchedule),
    onRequest: manage,
    handler: async (req) => meetings.updateSchedule(principalOf(req), req.body),
  });
  r.route({
    ...contractRoute(m.detail),
    onRequest: view,
    handler: async (req) => meetings.detail(principalOf(req), req.params.meetingId),
  });
  r.route({
    ...contractRoute(m.update),
    onRequest: manage,
    handler: async (req) => meetings.update(principalOf(req), req.params.meetingId, req.body),
  });
  r.route({
    ...contractRoute(m.cancel),
    onRequest: manage,
    handler: async (req) => meetings.cancel(principalOf(req), req.params.meetingId, req.body),
  });
  r.route({
    ...contractRoute(m.rsvp),
    onRequest: view,
    handler: async (req) => meetings.rsvp(principalOf(req), req.params.meetingId, req.body.response),
  });

  r.route({
    ...contractRoute(m.meetingIcs),
    onRequest: view,
    handler: async (req, reply) => sendIcs(reply, await calendar.meetingIcs(principalOf(req), req.params.meetingId)),
  });
  r.route({
    ...contractRoute(m.calendarIcs),
    onRequest: view,
    handler: async (req, reply) => sendIcs(reply, await calendar.calendarIcs(principalOf(req), req.query.groupId)),
  });
  r.route({ ...contractRoute(m.feed), onRequest: view, handler: async (req) => calendar.feedStatus(principalOf(req)) });
  r.route({
    ...contractRoute(m.regenerateFeed),
    onRequest: view,
    handler: async (req) => calendar.regenerateFeed(principalOf(req)),
  });
  r.route({
    ...contractRoute(m.revokeFeed),
    onRequest: view,
    handler: async (req) => calendar.revokeFeed(principalOf(req)),
  });
  // Polled by calendar apps, which send no bearer token: the secret in the path is the credential.
  r.route({
    ...contractRoute(m.feedIcs),
    handler: async (req, reply) => sendIcs(reply, await calendar.feedIcs(req.params.token)),
  });
}
