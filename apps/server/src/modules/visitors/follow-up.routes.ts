import { visitorFollowUpRoutes as f } from '@chapter/shared/api/visitor-follow-up.keys';
import { VISITOR_LEADER_PERMISSIONS } from '@chapter/shared/visitor-follow-up.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { VisitorFollowUpService } from './follow-up.service.ts';
import type { VisitorFunnelService } from './funnel.service.ts';

/**
 * After the meeting (docs/visitors.md): hosts (any member) see and complete their tasks and invite their visitor
 * again; leaders (record_attendance or manage_members) edit the thank-you e-mail, choose hosts and read the funnel.
 */
export function visitorFollowUpRoutes(
  app: FastifyInstance,
  followUp: VisitorFollowUpService,
  funnel: VisitorFunnelService,
  guard: AuthGuard,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = guard.required({ require: { permission: 'view_members' } });
  const leaders = guard.required({ require: { anyOf: VISITOR_LEADER_PERMISSIONS } });

  r.route({
    ...contractRoute(f.template),
    onRequest: leaders,
    handler: async (req) => followUp.template(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(f.saveTemplate),
    onRequest: leaders,
    handler: async (req) => followUp.saveTemplate(principalOf(req), req.query.groupId, req.body),
  });
  r.route({
    ...contractRoute(f.resetTemplate),
    onRequest: leaders,
    handler: async (req) => followUp.resetTemplate(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(f.tasks),
    onRequest: members,
    handler: async (req) => followUp.tasks(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(f.updateTask),
    onRequest: members,
    handler: async (req) => followUp.updateTask(principalOf(req), req.params.taskId, req.body.done),
  });
  r.route({
    ...contractRoute(f.followUp),
    onRequest: members,
    handler: async (req) => followUp.followUp(principalOf(req), req.params.visitorId),
  });
  r.route({
    ...contractRoute(f.setHost),
    onRequest: leaders,
    handler: async (req) => followUp.setHost(principalOf(req), req.params.visitorId, req.body.hostId),
  });
  r.route({
    ...contractRoute(f.secondVisit),
    onRequest: members,
    handler: async (req, reply) =>
      reply.code(201).send(await followUp.secondVisit(principalOf(req), req.params.visitorId, req.body)),
  });
  r.route({
    ...contractRoute(f.funnel),
    onRequest: leaders,
    handler: async (req) => funnel.funnel(principalOf(req), req.query),
  });
}
