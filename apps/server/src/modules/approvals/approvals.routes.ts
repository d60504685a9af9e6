import { approvalsRoutes as a } from '@chapter/shared/api/approvals.routes';
import { APPROVAL_PERMISSIONS } from '@chapter/shared/lifecycle.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ApprovalsService } from './approvals.service.ts';

/** The approvals queue: counts per kind for anyone who approves anything, and the members tab. */
export function approvalsRoutes(app: FastifyInstance, approvals: ApprovalsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const approveMembers = guard.required({ require: { permission: 'approve_members' } });

  r.route({
    ...contractRoute(a.counts),
    onRequest: guard.required({ require: { anyOf: APPROVAL_PERMISSIONS } }),
    handler: async (req) => approvals.counts(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(a.applications),
    onRequest: approveMembers,
    handler: async (req) => approvals.applications(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(a.approve),
    onRequest: approveMembers,
    handler: async (req) => approvals.approve(principalOf(req), req.params.userId, req.body),
  });
  r.route({
    ...contractRoute(a.reject),
    onRequest: approveMembers,
    handler: async (req) => approvals.reject(principalOf(req), req.params.userId, req.body.reason),
  });
}
