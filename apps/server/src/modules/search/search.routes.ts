import { searchRoutes as s } from '@chapter/shared/api/search.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { SearchService } from './search.service.ts';

/** The header search: any signed-in member; each kind of result needs the permission of its own screen. */
export function searchRoutes(app: FastifyInstance, search: SearchService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(s.search),
    onRequest: guard.required(),
    handler: async (req) => search.search(principalOf(req), req.query),
  });
}
