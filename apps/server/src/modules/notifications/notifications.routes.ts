import { notificationsRoutes as n } from '@chapter/shared/api/notifications.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The signed-in member's own notifications: nobody reads or marks another's. */
export function notificationsRoutes(app: FastifyInstance, notifications: NotificationsService, guard: AuthGuard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = guard.required();

  r.route({
    ...contractRoute(n.list),
    onRequest: member,
    handler: async (req) =>
      notifications.list(
        principalOf(req),
        req.query.cursor === undefined ? undefined : Number(req.query.cursor),
        req.query.limit,
      ),
  });
  r.route({
    ...contractRoute(n.read),
    onRequest: member,
    handler: async (req) => notifications.read(principalOf(req), req.params.id),
  });
  r.route({
    ...contractRoute(n.readAll),
    onRequest: member,
    handler: async (req) => notifications.readAll(principalOf(req)),
  });
}
