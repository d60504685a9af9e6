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
 * Renewals. Seed §6 puts the admin screen behind manage_groups; group leaders with manage_members renew and
 * lapse from a member's profile, so the API accepts either.
 */
export function renewalsRoutes(app: FastifyInstance, renewals: RenewalsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const leaders = guard.required({ require: { anyOf: ['manage_groups', 'manage_members'] } });

  r.get(
    '/api/renewals',
    { schema: { querystring: renewalsQuery, response: { 200: renewalsResponse } }, onRequest: leaders },
    async (req) => renewals.list(principalOf(req), req.query),
  );

  r.get(
    '/api/renewals/summary',
    { schema: { querystring: renewalSummaryQuery, response: { 200: renewalSummaryResponse } }, onRequest: leaders },
    async (req) => renewals.summary(principalOf(req), req.query.groupId),
  );

  r.post(
    '/api/renewals/:userId/renew',
    { schema: { params: userParams, response: { 200: renewalActionResponse } }, onRequest: leaders },
    async (req) => renewals.renew(principalOf(req), req.params.userId),
  );

  r.post(
    '/api/renewals/:userId/lapse',
    { schema: { params: userParams, response: { 200: renewalActionResponse } }, onRequest: leaders },
    async (req) => renewals.lapse(principalOf(req), req.params.userId),
  );
}
