import { chapterRulesRoutes as c } from '@chapter/shared/api/chapter-rules.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ChapterRulesService } from './chapter-rules.service.ts';

/** The rules chapters are judged by: read with the scorecard, chosen by the organisation, overridden by chapters. */
export function chapterRulesRoutes(app: FastifyInstance, rules: ChapterRulesService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(c.get),
    onRequest: guard.required({ require: { permission: 'view_activity' } }),
    handler: async (req) => rules.view(principalOf(req), req.query.groupId),
  });
  r.route({
    ...contractRoute(c.organisation),
    onRequest: guard.required({ require: { permission: 'manage_settings' } }),
    handler: async (req) => rules.saveOrganisation(principalOf(req), req.body),
  });
  // The chapter's own leader (manage_group) or a platform manager (manage_groups); the service checks the group.
  r.route({
    ...contractRoute(c.chapter),
    onRequest: guard.required({ require: { anyOf: ['manage_groups', 'manage_group'] } }),
    handler: async (req) => rules.saveChapter(principalOf(req), req.query.groupId, req.body),
  });
}
