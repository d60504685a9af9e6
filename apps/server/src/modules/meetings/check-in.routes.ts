import { checkInRoutes as c } from '@chapter/shared/api/check-in.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { CheckInService } from './check-in.service.ts';

/** Check-in by QR code (docs/meeting-mode.md): the screen's code for the leaders; scans by members and visitors. */
export function checkInRoutes(app: FastifyInstance, checkIn: CheckInService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(c.code),
    // The projector is signed in as a leader of the chapter: one who takes attendance or runs the meeting.
    onRequest: guard.required({ require: { anyOf: ['record_attendance', 'manage_meetings'] } }),
    handler: async (req) => checkIn.code(principalOf(req), req.params.meetingId),
  });
  r.route({
    ...contractRoute(c.checkIn),
    onRequest: guard.required({ require: { permission: 'view_meetings' } }),
    handler: async (req) => checkIn.checkIn(principalOf(req), req.params.code),
  });
  r.route({
    ...contractRoute(c.visitor),
    handler: async (req, reply) => reply.code(201).send(await checkIn.visitor(req.params.code, req.body, req.ip)),
  });
}
