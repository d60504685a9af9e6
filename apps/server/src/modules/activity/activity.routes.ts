import {
  activityApprovalsQuery,
  activityDetailResponse,
  activityExportQuery,
  activityListQuery,
  activityListResponse,
  activityParams,
  activityRecord,
  approveActivityRequest,
  createActivityRequest,
  markSeenRequest,
  oneToOneActionRequest,
  publishRequest,
  referralStatusRequest,
  rejectActivityRequest,
  unreadCountsQuery,
  unreadCountsResponse,
  updateActivityRequest,
} from '@chapter/shared/activity.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ActivityService } from './activity.service.ts';
import type { ActivityWorkflowService } from './activity-workflow.service.ts';

/** Activity records: lists, detail, create, edit, transitions, approvals, unread counts, CSV export. */
export function activityRoutes(
  app: FastifyInstance,
  records: ActivityService,
  workflow: ActivityWorkflowService,
  guard: AuthGuard,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = guard.required({ require: { permission: 'view_activity' } });
  const approver = guard.required({ require: { anyOf: ['approve_referrals', 'approve_business'] } });
  const byId = { params: activityParams, response: { 200: activityRecord } };

  // Any signed-in user; members without activity simply have zeros.
  r.get(
    '/api/activities/unread-counts',
    {
      schema: { querystring: unreadCountsQuery, response: { 200: unreadCountsResponse } },
      onRequest: guard.required(),
    },
    async (req) => records.unreadCounts(principalOf(req), req.query.type),
  );

  r.post(
    '/api/activities/seen',
    { schema: { body: markSeenRequest, response: { 200: unreadCountsResponse } }, onRequest: guard.required() },
    async (req) => records.markSeen(principalOf(req), req.body?.box, req.body?.type),
  );

  r.get(
    '/api/activities',
    { schema: { querystring: activityListQuery, response: { 200: activityListResponse } }, onRequest: view },
    async (req) => records.list(principalOf(req), req.query),
  );

  r.get(
    '/api/activities/export.csv',
    { schema: { querystring: activityExportQuery }, onRequest: view },
    async (req, reply) => {
      const csv = await records.exportCsv(principalOf(req), req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="activity-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );

  r.get(
    '/api/activities/approvals',
    { schema: { querystring: activityApprovalsQuery, response: { 200: activityListResponse } }, onRequest: approver },
    async (req) => workflow.pending(principalOf(req), req.query),
  );

  r.post(
    '/api/activities',
    {
      schema: { body: createActivityRequest, response: { 200: activityRecord, 201: activityRecord } },
      onRequest: view,
    },
    async (req, reply) => {
      const { record, created } = await records.create(principalOf(req), req.body);
      return reply.code(created ? 201 : 200).send(record);
    },
  );

  r.get(
    '/api/activities/:id',
    { schema: { params: activityParams, response: { 200: activityDetailResponse } }, onRequest: view },
    async (req) => records.detail(principalOf(req), req.params.id),
  );

  r.patch('/api/activities/:id', { schema: { ...byId, body: updateActivityRequest }, onRequest: view }, async (req) =>
    records.update(principalOf(req), req.params.id, req.body),
  );

  r.post(
    '/api/activities/:id/status',
    { schema: { ...byId, body: referralStatusRequest }, onRequest: view },
    async (req) => workflow.setReferralStatus(principalOf(req), req.params.id, req.body.status, req.body.note),
  );

  r.post(
    '/api/activities/:id/one-to-one',
    { schema: { ...byId, body: oneToOneActionRequest }, onRequest: view },
    async (req) => workflow.oneToOne(principalOf(req), req.params.id, req.body),
  );

  r.post('/api/activities/:id/publish', { schema: { ...byId, body: publishRequest }, onRequest: view }, async (req) =>
    workflow.publish(principalOf(req), req.params.id, req.body.published),
  );

  r.post(
    '/api/activities/:id/approve',
    { schema: { ...byId, body: approveActivityRequest }, onRequest: approver },
    async (req) => workflow.decide(principalOf(req), req.params.id, 'approved', req.body.note),
  );

  r.post(
    '/api/activities/:id/reject',
    { schema: { ...byId, body: rejectActivityRequest }, onRequest: approver },
    async (req) => workflow.decide(principalOf(req), req.params.id, 'rejected', req.body.reason),
  );
}
