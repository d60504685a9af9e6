import { meetingRunRoutes as r } from '@chapter/shared/api/meeting-run.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { MeetingRunService } from './meeting-run.service.ts';

/** The meeting's run (docs/meeting-mode.md "The run"): the chapter reads it; leaders with manage_meetings, or the member one names, drive it. */
export function meetingRunRoutes(app: FastifyInstance, runs: MeetingRunService, guard: AuthGuard): void {
  const t = app.withTypeProvider<ZodTypeProvider>();
  t.route({
    ...contractRoute(r.run),
    onRequest: guard.required({ require: { permission: 'view_meetings' } }),
    handler: async (req) => runs.view(principalOf(req), req.params.meetingId),
  });
  t.route({
    ...contractRoute(r.command),
    // Leaders with manage_meetings, or the member named to lead this meeting: refused before the body is read.
    onRequest: [
      guard.required({ require: { permission: 'view_meetings' } }),
      // Parameters are not converted yet at this stage: Number() reads the raw text.
      async (req) => runs.mayDrive(principalOf(req), Number(req.params.meetingId)),
    ],
    handler: async (req) => runs.command(principalOf(req), req.params.meetingId, req.body.command, req.body.version),
  });
  t.route({
    ...contractRoute(r.lead),
    onRequest: guard.required({ require: { permission: 'manage_meetings' } }),
    handler: async (req) => runs.name(principalOf(req), req.params.meetingId, req.body.userId),
  });
  t.route({
    ...contractRoute(r.figures),
    onRequest: guard.required({ require: { permission: 'view_meetings' } }),
    handler: async (req) => runs.figures(principalOf(req), req.params.meetingId),
  });
}
