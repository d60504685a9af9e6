import { visitorsRoutes as v } from '@chapter/shared/api/visitors.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { VisitorsService } from './visitors.service.ts';

/** Visitors and invitations: members invite; the invitation link is public and single use. */
export function visitorsRoutes(app: FastifyInstance, visitors: VisitorsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const members = guard.required({ require: { permission: 'view_members' } });

  r.route({
    ...contractRoute(v.list),
    onRequest: members,
    handler: async (req) => visitors.list(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(v.mine),
    onRequest: guard.required(),
    handler: async (req) => visitors.mine(principalOf(req)),
  });
  r.route({
    ...contractRoute(v.invite),
    onRequest: members,
    handler: async (req, reply) => reply.code(201).send(await visitors.invite(principalOf(req), req.body)),
  });
  r.route({
    ...contractRoute(v.update),
    onRequest: members,
    handler: async (req) => visitors.update(principalOf(req), req.params.visitorId, req.body),
  });
  r.route({
    ...contractRoute(v.apply),
    onRequest: guard.required({ require: { permission: 'view_meetings' } }),
    handler: async (req) => visitors.apply(principalOf(req), req.body.classification),
  });
  // The e-mailed link: a redirect to the web's /visitor/response screen, which confirms before anything changes.
  r.route({
    ...contractRoute(v.landing),
    handler: async (req, reply) => {
      const to = await visitors.landing(req.params.token, req.query.action);
      return reply.header('Cache-Control', 'no-store').redirect(to, 303);
    },
  });
  r.route({
    ...contractRoute(v.answer),
    handler: async (req) =>
      visitors.respond(req.params.token, req.body.action, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      }),
  });
}
