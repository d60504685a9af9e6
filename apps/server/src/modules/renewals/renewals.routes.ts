import { renewalsRoutes as n } from '@chapter/shared/api/renewals.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { RenewalsService } from './renewals.service.ts';

/**
 * Renewals: the lists, renewing and lapsing all follow one permission, the Renewals screen's manage_groups
 * (docs/roles-and-permissions.md); the service adds the rank rule to renewing and lapsing.
 */
export function renewalsRoutes(app: FastifyInstance, renewals: RenewalsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const screen = guard.required({ require: { permission: 'manage_groups' } });

  r.route({
    ...contractRoute(n.list),
    onRequest: screen,
    handler: async (req) => renewals.list(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(n.summary),
    onRequest: screen,
    handler: async (req) => renewals.summary(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(n.renew),
    onRequest: screen,
    handler: async (req) => renewals.renew(principalOf(req), req.params.userId),
  });
  r.route({
    ...contractRoute(n.lapse),
    onRequest: screen,
    handler: async (req) => renewals.lapse(principalOf(req), req.params.userId),
  });
}
