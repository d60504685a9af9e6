import { messagingRoutes as m } from '@chapter/shared/api/messaging.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { MessagingService } from './messaging.service.ts';

/** Admin messaging: every route needs send_sms, for SMS and e-mail broadcasts alike. */
export function messagingRoutes(app: FastifyInstance, messaging: MessagingService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sms = guard.required({ require: { permission: 'send_sms' } });

  r.route({
    ...contractRoute(m.quota),
    onRequest: sms,
    handler: async (req) => messaging.quota(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(m.list),
    onRequest: sms,
    handler: async (req) => messaging.list(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(m.send),
    onRequest: sms,
    handler: async (req, reply) => reply.code(201).send(await messaging.send(principalOf(req), req.body)),
  });
  r.route({
    ...contractRoute(m.preview),
    onRequest: sms,
    handler: async (req) => messaging.preview(principalOf(req), req.body),
  });
  r.route({
    ...contractRoute(m.detail),
    onRequest: sms,
    handler: async (req) => messaging.detail(principalOf(req), req.params.broadcastId),
  });
}
