import {
  applyMembershipRequest,
  applyMembershipResponse,
  invitationAnswerRequest,
  invitationAnswerResult,
  invitationParams,
  invitationQuery,
  inviteVisitorRequest,
  updateVisitorRequest,
  visitor,
  visitorParams,
  visitorsPage,
  visitorsQuery,
} from '@chapter/shared/visitors.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { VisitorsService } from './visitors.service.ts';

/** Visitors and invitations: members invite; the invitation link is public and single use. */
export function visitorsRoutes(app: FastifyInstance, visitors: VisitorsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = guard.required({ require: { permission: 'view_members' } });

  r.get(
    '/api/visitors',
    { schema: { querystring: visitorsQuery, response: { 200: visitorsPage } }, onRequest: members },
    async (req) => visitors.list(principalOf(req), req.query),
  );
  r.post(
    '/api/visitors',
    { schema: { body: inviteVisitorRequest, response: { 201: visitor } }, onRequest: members },
    async (req, reply) => reply.code(201).send(await visitors.invite(principalOf(req), req.body)),
  );
  r.patch(
    '/api/visitors/:visitorId',
    { schema: { params: visitorParams, body: updateVisitorRequest, response: { 200: visitor } }, onRequest: members },
    async (req) => visitors.update(principalOf(req), req.params.visitorId, req.body),
  );
  r.post(
    '/api/visitors/apply',
    {
      schema: { body: applyMembershipRequest, response: { 200: applyMembershipResponse } },
      onRequest: guard.required({ require: { permission: 'view_meetings' } }),
    },
    async (req) => visitors.apply(principalOf(req), req.body.classification),
  );
  // The e-mailed link: a redirect to the web's /visitor/response screen, which confirms before anything changes.
  r.get(
    '/api/invitations/:token',
    { schema: { params: invitationParams, querystring: invitationQuery } },
    async (req, reply) => {
      const to = await visitors.landing(req.params.token, req.query.action);
      return reply.header('Cache-Control', 'no-store').redirect(to, 303);
    },
  );
  r.post(
    '/api/invitations/:token',
    { schema: { params: invitationParams, body: invitationAnswerRequest, response: { 200: invitationAnswerResult } } },
    async (req) => ({ outcome: await visitors.respond(req.params.token, req.body.action) }),
  );
}
