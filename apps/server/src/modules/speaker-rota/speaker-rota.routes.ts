import { speakerRotaRoutes as r } from '@chapter/shared/api/speaker-rota.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { SpeakerRotaSwaps } from './speaker-rota-swaps.ts';

/**
 * The speaker rota (docs/meeting-mode.md "Built so far: the rota"): the chapter reads it; leaders with manage_meetings
 * schedule it; the presenter (checked by the service) asks for a swap and writes their sheet, and the member asked
 * answers.
 */
export function speakerRotaRoutes(app: FastifyInstance, rota: SpeakerRotaSwaps, guard: AuthGuard): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const manage = guard.required({ require: { permission: 'manage_meetings' } });
  const view = guard.required({ require: { permission: 'view_meetings' } });
  route.route({
    ...contractRoute(r.rota),
    onRequest: view,
    handler: async (req) => rota.rota(principalOf(req), req.query),
  });
  route.route({
    ...contractRoute(r.assign),
    onRequest: manage,
    handler: async (req) => rota.assign(principalOf(req), req.params.meetingId, req.body.userId),
  });
  route.route({
    ...contractRoute(r.requestSwap),
    onRequest: view,
    handler: async (req) => rota.requestSwap(principalOf(req), req.params.meetingId, req.body.withUserId),
  });
  route.route({
    ...contractRoute(r.acceptSwap),
    onRequest: view,
    handler: async (req) => rota.acceptSwap(principalOf(req), req.params.meetingId),
  });
  route.route({
    ...contractRoute(r.declineSwap),
    onRequest: view,
    handler: async (req) => rota.declineSwap(principalOf(req), req.params.meetingId),
  });
  route.route({
    ...contractRoute(r.withdrawSwap),
    onRequest: view,
    handler: async (req) => rota.withdrawSwap(principalOf(req), req.params.meetingId),
  });
  route.route({
    ...contractRoute(r.updateSheet),
    onRequest: view,
    handler: async (req) => rota.updateSheet(principalOf(req), req.params.meetingId, req.body),
  });
  route.route({
    ...contractRoute(r.feature),
    onRequest: view,
    handler: async (req) => rota.feature(principalOf(req), req.params.meetingId),
  });
}
