import { scorecardRoutes as s } from '@chapter/shared/api/scorecard.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ChapterCardService } from './chapter-card.service.ts';

/**
 * The chapter's own scorecard (docs/chapter-scorecard.md): its leaders read it; those who manage the chapter
 * choose its comparison group.
 */
export function chapterCardRoutes(app: FastifyInstance, card: ChapterCardService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(s.chapter),
    onRequest: guard.required({ require: { permission: 'view_activity' } }),
    handler: async (req) => card.card(principalOf(req), req.query.groupId, req.query.months),
  });
  r.route({
    ...contractRoute(s.chapterComparison),
    onRequest: guard.required({ require: { permission: 'manage_group' } }),
    handler: async (req) => card.choose(principalOf(req), req.body),
  });
}
