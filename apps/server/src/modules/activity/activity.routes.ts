import { activityRoutes as a } from '@chapter/shared/api/activity.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
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

  // Any signed-in user; members without activity simply have zeros.
  r.route({
    ...contractRoute(a.unreadCounts),
    onRequest: guard.required(),
    handler: async (req) => records.unreadCounts(principalOf(req), req.query.type),
  });

  r.route({
    ...contractRoute(a.markSeen),
    onRequest: guard.required(),
    handler: async (req) => records.markSeen(principalOf(req), req.body?.box, req.body?.type),
  });

  r.route({
    ...contractRoute(a.list),
    onRequest: view,
    handler: async (req) => records.list(principalOf(req), req.query),
  });

  r.route({
    ...contractRoute(a.partners),
    onRequest: view,
    handler: async (req) => records.partners(principalOf(req)),
  });

  r.route({
    ...contractRoute(a.exportCsv),
    onRequest: view,
    handler: async (req, reply) => {
      const csv = await records.exportCsv(principalOf(req), req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="activity-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  });

  r.route({
    ...contractRoute(a.approvals),
    onRequest: approver,
    handler: async (req) => workflow.pending(principalOf(req), req.query),
  });

  // A repeated clientRequestId answers the stored record with 200 (the contract's `replays`).
  r.route({
    ...contractRoute(a.create),
    onRequest: view,
    handler: async (req, reply) => {
      const { record, created } = await records.create(principalOf(req), req.body);
      return reply.code(created ? 201 : 200).send(record);
    },
  });

  r.route({
    ...contractRoute(a.detail),
    onRequest: view,
    handler: async (req) => records.detail(principalOf(req), req.params.id),
  });

  r.route({
    ...contractRoute(a.update),
    onRequest: view,
    handler: async (req) => records.update(principalOf(req), req.params.id, req.body),
  });

  r.route({
    ...contractRoute(a.remove),
    onRequest: view,
    handler: async (req) => records.remove(principalOf(req), req.params.id),
  });

  r.route({
    ...contractRoute(a.setStatus),
    onRequest: view,
    handler: async (req) => workflow.setReferralStatus(principalOf(req), req.params.id, req.body.status, req.body.note),
  });

  r.route({
    ...contractRoute(a.answerAmount),
    onRequest: view,
    handler: async (req) => workflow.answerAmount(principalOf(req), req.params.id, req.body),
  });

  r.route({
    ...contractRoute(a.oneToOne),
    onRequest: view,
    handler: async (req) => workflow.oneToOne(principalOf(req), req.params.id, req.body),
  });

  r.route({
    ...contractRoute(a.publish),
    onRequest: view,
    handler: async (req) => workflow.publish(principalOf(req), req.params.id, req.body.published),
  });

  r.route({
    ...contractRoute(a.approve),
    onRequest: approver,
    handler: async (req) => workflow.decide(principalOf(req), req.params.id, 'approved', req.body.note),
  });

  r.route({
    ...contractRoute(a.reject),
    onRequest: approver,
    handler: async (req) => workflow.decide(principalOf(req), req.params.id, 'rejected', req.body.reason),
  });
}
