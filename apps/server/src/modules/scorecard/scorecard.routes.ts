import { scorecardRoutes as s } from '@chapter/shared/api/scorecard.routes';
import { COMMITTEE_PERMISSION } from '@chapter/shared/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ScorecardService } from './scorecard.service.ts';

/** Numbers, traffic lights, the matrix and the home page's feeds; all need view_activity, lights of others leadership. */
export function scorecardRoutes(app: FastifyInstance, scorecard: ScorecardService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard.required({ require: { permission: 'view_activity' } });

  r.route({
    ...contractRoute(s.me),
    onRequest,
    handler: async (req) => scorecard.scorecard(principalOf(req), req.query.userId),
  });
  r.route({
    ...contractRoute(s.member),
    onRequest,
    handler: async (req) => scorecard.summary(principalOf(req), req.params.userId),
  });
  r.route({
    ...contractRoute(s.group),
    onRequest,
    handler: async (req) => scorecard.group(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(s.matrix),
    onRequest,
    handler: async (req) => scorecard.matrix(principalOf(req), req.query.kind, req.query.groupId),
  });
  r.route({ ...contractRoute(s.recent), onRequest, handler: async (req) => scorecard.recent(principalOf(req)) });
  r.route({ ...contractRoute(s.pending), onRequest, handler: async (req) => scorecard.pending(principalOf(req)) });
  r.route({ ...contractRoute(s.warnings), onRequest, handler: async (req) => scorecard.warnings(principalOf(req)) });
  // The committee's list; until a committee role exists, those who manage members hold it (docs/chapter-rules.md).
  r.route({
    ...contractRoute(s.atRisk),
    // The membership committee's list: its seat holders, and the leaders who manage members.
    onRequest: guard.required({ require: { anyOf: ['manage_members', COMMITTEE_PERMISSION] } }),
    handler: async (req) => scorecard.atRisk(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(s.funnel),
    onRequest,
    handler: async (req) => scorecard.funnel(principalOf(req), req.query.months, req.query.groupId),
  });
}
