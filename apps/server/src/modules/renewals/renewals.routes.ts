import {
  renewalActionResponse,
  renewalSummaryQuery,
  renewalSummaryResponse,
  renewalsQuery,
  renewalsResponse,
} from '@chapter/shared/lifecycle.schemas';
import { userParams } from '@chapter/shared/members.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { RenewalsService } from './renewals.service.ts';

/**
 * Renewals: the lists, renewing and lapsing all follow one permission, the Renewals screen's manage_groups
 * (docs/roles-and-permissions.md); the service adds the rank rule to renewing and lapsing.
 */
export function renewalsRoutes(app: FastifyInstance, renewals: RenewalsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const screen = guard.required({ require: { permission: 'manage_groups' } });

  r.get(
    '/api/renewals',
    { schema: { querystring: renewalsQuery, response: { 200: renewalsResponse } }, onRequest: screen },
    async (req) => renewals.list(principalOf(req), req.query),
  );

  r.get(
    '/api/renewals/summary',
    { schema: { querystring: renewalSummaryQuery, response: { 200: renewalSummaryResponse } }, onRequest: screen },
    async (req) => renewals.summary(principalOf(req), req.query.groupId),
  );

  r.post(
    '/api/renewals/:userId/renew',
    { schema: { params: userParams, response: { 200: renewalActionResponse } }, onRequest: screen },
    async (req) => renewals.renew(principalOf(req), req.params.userId),
  );

  r.post(
    '/api/renewals/:userId/lapse',
    { schema: { params: userParams, response: { 200: renewalActionResponse } }, onRequest: screen },
    async (req) => renewals.lapse(principalOf(req), req.params.userId),
  );
}
