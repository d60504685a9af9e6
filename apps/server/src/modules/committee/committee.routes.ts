import { committeeRoutes as c } from '@chapter/shared/api/committee.routes';
import { COMMITTEE_PERMISSION } from '@chapter/shared/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { CommitteeService } from './committee.service.ts';
import type { ReviewService } from './review.service.ts';

/**
 * The membership committee (docs/membership-committee.md): leaders with manage_members seat members; everything
 * else is the seat holders' alone: no role, rank or platform admin passes without a seat.
 */
export function committeeRoutes(
  app: FastifyInstance,
  committee: CommitteeService,
  reviews: ReviewService,
  guard: AuthGuard,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const leaders = guard.required({ require: { permission: 'manage_members' } });
  const seat = guard.required({ seat: COMMITTEE_PERMISSION });

  r.route({
    ...contractRoute(c.seats),
    onRequest: leaders,
    handler: async (req) => committee.seats(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(c.setSeat),
    onRequest: leaders,
    handler: async (req) => committee.setSeat(principalOf(req), req.params.userId, req.body.seated),
  });
  r.route({
    ...contractRoute(c.applications),
    onRequest: seat,
    handler: async (req) => committee.applications(principalOf(req)),
  });
  r.route({
    ...contractRoute(c.application),
    onRequest: seat,
    handler: async (req) => committee.application(principalOf(req), req.params.userId),
  });
  r.route({
    ...contractRoute(c.discuss),
    onRequest: seat,
    handler: async (req, reply) =>
      reply.code(201).send(await committee.discuss(principalOf(req), req.params.userId, req.body.body)),
  });
  r.route({
    ...contractRoute(c.vote),
    onRequest: seat,
    handler: async (req) => committee.vote(principalOf(req), req.params.userId, req.body.vote),
  });
  r.route({
    ...contractRoute(c.decide),
    onRequest: seat,
    handler: async (req) => committee.decide(principalOf(req), req.params.userId, req.body),
  });
  r.route({
    ...contractRoute(c.notes),
    onRequest: seat,
    handler: async (req) => committee.notes(principalOf(req), req.params.userId),
  });
  r.route({
    ...contractRoute(c.addNote),
    onRequest: seat,
    handler: async (req, reply) =>
      reply.code(201).send(await committee.addNote(principalOf(req), req.params.userId, req.body.body)),
  });
  r.route({
    ...contractRoute(c.reviews),
    onRequest: seat,
    handler: async (req) => reviews.due(principalOf(req)),
  });
  r.route({
    ...contractRoute(c.reviewHistory),
    onRequest: seat,
    handler: async (req) => reviews.history(principalOf(req), req.params.userId),
  });
  r.route({
    ...contractRoute(c.checkIn),
    onRequest: seat,
    handler: async (req, reply) =>
      reply.code(201).send(await reviews.checkIn(principalOf(req), req.params.userId, req.body)),
  });
  r.route({
    ...contractRoute(c.reviewDecision),
    onRequest: seat,
    handler: async (req) => reviews.decide(principalOf(req), req.params.userId, req.body),
  });
}
