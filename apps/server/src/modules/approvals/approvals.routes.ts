import {
  APPROVAL_PERMISSIONS,
  applicationsResponse,
  approvalCountsResponse,
  approvalsQuery,
  approveMemberRequest,
  decisionResponse,
  rejectMemberRequest,
} from '@chapter/shared/lifecycle.schemas';
import { userParams } from '@chapter/shared/members.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ApprovalsService } from './approvals.service.ts';

/** The approvals queue: counts per kind for anyone who approves anything, and the members tab. */
export function approvalsRoutes(app: FastifyInstance, approvals: ApprovalsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const approveMembers = guard.required({ require: { permission: 'approve_members' } });

  r.get(
    '/api/approvals/counts',
    {
      schema: {
        querystring: z.strictObject({ groupId: z.coerce.number().int().positive().optional() }),
        response: { 200: approvalCountsResponse },
      },
      onRequest: guard.required({ require: { anyOf: APPROVAL_PERMISSIONS } }),
    },
    async (req) => approvals.counts(principalOf(req), req.query.groupId),
  );

  r.get(
    '/api/approvals/members',
    { schema: { querystring: approvalsQuery, response: { 200: applicationsResponse } }, onRequest: approveMembers },
    async (req) => approvals.applications(principalOf(req), req.query),
  );

  r.post(
    '/api/approvals/members/:userId/approve',
    {
      schema: { params: userParams, body: approveMemberRequest, response: { 200: decisionResponse } },
      onRequest: approveMembers,
    },
    async (req) => approvals.approve(principalOf(req), req.params.userId, req.body),
  );

  r.post(
    '/api/approvals/members/:userId/reject',
    {
      schema: { params: userParams, body: rejectMemberRequest, response: { 200: decisionResponse } },
      onRequest: approveMembers,
    },
    async (req) => approvals.reject(principalOf(req), req.params.userId, req.body.reason),
  );
}
