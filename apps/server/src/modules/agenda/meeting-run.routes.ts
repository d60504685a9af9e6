import { meetingRunRoutes as r } from '@chapter/shared/api/meeting-run.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { MeetingRunService } from './meeting-run.service.ts';

/** The meeting's run (docs/meeting-mode.md "The run"): the chapter reads it; leaders with manage_meetings drive it. */
export function meetingRunRoutes(app: FastifyInstance, runs: MeetingRunService, guard: AuthGuard): void {
  const t = app.withTypeProvider<ZodTypeProvider>();
  t.route({
    ...contractRoute(r.run),
    onRequest: guard.required({ require: { permission: 'view_meetings' } }),
    handler: async (req) => runs.view(principalOf(req), req.params.meetingId),
  });
  t.route({
    ...contractRoute(r.command),
    onRequest: guard.required({ require: { permission: 'manage_meetings' } }),
    handler: async (req) => runs.command(principalOf(req), req.params.meetingId, req.body.command, req.body.version),
  });
}
