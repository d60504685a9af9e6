import { userParams } from '@chapter/shared/members.schemas';
import {
  groupLightsResponse,
  groupQuery,
  matrixQuery,
  matrixResponse,
  memberSummaryResponse,
  pendingActionsResponse,
  recentActivityResponse,
  scorecardQuery,
  scorecardResponse,
} from '@chapter/shared/scorecard.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ScorecardService } from './scorecard.service.ts';

/** Numbers, traffic lights, the matrix and the home page's feeds; all need view_activity, lights of others leadership. */
export function scorecardRoutes(app: FastifyInstance, scorecard: ScorecardService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = guard.required({ require: { permission: 'view_activity' } });

  r.get(
    '/api/scorecard/me',
    { schema: { querystring: scorecardQuery, response: { 200: scorecardResponse } }, onRequest },
    async (req) => scorecard.scorecard(principalOf(req), req.query.userId),
  );
  r.get(
    '/api/scorecard/members/:userId',
    { schema: { params: userParams, response: { 200: memberSummaryResponse } }, onRequest },
    async (req) => scorecard.summary(principalOf(req), req.params.userId),
  );
  r.get(
    '/api/scorecard/group',
    { schema: { querystring: groupQuery, response: { 200: groupLightsResponse } }, onRequest },
    async (req) => scorecard.group(principalOf(req), req.query.groupId),
  );
  r.get(
    '/api/scorecard/matrix',
    { schema: { querystring: matrixQuery, response: { 200: matrixResponse } }, onRequest },
    async (req) => scorecard.matrix(principalOf(req), req.query.kind, req.query.groupId),
  );
  r.get('/api/scorecard/recent', { schema: { response: { 200: recentActivityResponse } }, onRequest }, async (req) =>
    scorecard.recent(principalOf(req)),
  );
  r.get('/api/scorecard/pending', { schema: { response: { 200: pendingActionsResponse } }, onRequest }, async (req) =>
    scorecard.pending(principalOf(req)),
  );
}
