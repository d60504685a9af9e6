import { agendaRoutes as a } from '@chapter/shared/api/agenda.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { AgendaService } from './agenda.service.ts';

/** The agenda (docs/meeting-mode.md): leaders with manage_meetings change it; the chapter reads a meeting's. */
export function agendaRoutes(app: FastifyInstance, agenda: AgendaService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = guard.required({ require: { permission: 'manage_meetings' } });
  const view = guard.required({ require: { permission: 'view_meetings' } });
  r.route({
    ...contractRoute(a.template),
    onRequest: manage,
    handler: async (req) => agenda.template(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(a.updateTemplate),
    onRequest: manage,
    handler: async (req) => agenda.updateTemplate(principalOf(req), req.body),
  });
  r.route({
    ...contractRoute(a.meetingAgenda),
    onRequest: view,
    handler: async (req) => agenda.meetingAgenda(principalOf(req), req.params.meetingId),
  });
  r.route({
    ...contractRoute(a.updateMeetingAgenda),
    onRequest: manage,
    handler: async (req) => agenda.updateMeetingAgenda(principalOf(req), req.params.meetingId, req.body.segments),
  });
  r.route({
    ...contractRoute(a.resetMeetingAgenda),
    onRequest: manage,
    handler: async (req) => agenda.resetMeetingAgenda(principalOf(req), req.params.meetingId),
  });
}
