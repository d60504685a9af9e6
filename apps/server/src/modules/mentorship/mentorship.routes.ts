import { mentorshipRoutes as m } from '@chapter/shared/api/mentorship.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { MentorshipService } from './mentorship.service.ts';

/** Mentorship lives under Activity in the navigation, so it takes view_activity; direct assignment takes manage_members. */
export function mentorshipRoutes(app: FastifyInstance, mentorship: MentorshipService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = guard.required({ require: { permission: 'view_activity' } });

  r.route({
    ...contractRoute(m.myProfile),
    onRequest: member,
    handler: async (req) => mentorship.myProfile(principalOf(req)),
  });
  r.route({
    ...contractRoute(m.saveProfile),
    onRequest: member,
    handler: async (req) => mentorship.saveProfile(principalOf(req), req.body),
  });
  r.route({
    ...contractRoute(m.removeProfile),
    onRequest: member,
    handler: async (req) => mentorship.removeProfile(principalOf(req)),
  });
  r.route({
    ...contractRoute(m.search),
    onRequest: member,
    handler: async (req) => mentorship.search(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(m.mentor),
    onRequest: member,
    handler: async (req) => mentorship.mentor(principalOf(req), req.params.userId),
  });
  r.route({
    ...contractRoute(m.list),
    onRequest: member,
    handler: async (req) => mentorship.list(principalOf(req), req.query),
  });
  r.route({
    ...contractRoute(m.apply),
    onRequest: member,
    handler: async (req, reply) => reply.code(201).send(await mentorship.apply(principalOf(req), req.body)),
  });
  r.route({
    ...contractRoute(m.assign),
    onRequest: guard.required({ require: { permission: 'manage_members' } }),
    handler: async (req, reply) => reply.code(201).send(await mentorship.assign(principalOf(req), req.body)),
  });
  r.route({
    ...contractRoute(m.accept),
    onRequest: member,
    handler: async (req) => mentorship.accept(principalOf(req), req.params.id),
  });
  r.route({
    ...contractRoute(m.decline),
    onRequest: member,
    handler: async (req) => mentorship.decline(principalOf(req), req.params.id, req.body.reason ?? null),
  });
  r.route({
    ...contractRoute(m.complete),
    onRequest: member,
    handler: async (req) => mentorship.complete(principalOf(req), req.params.id),
  });
}
