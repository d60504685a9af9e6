import { profileRoutes as p } from '@chapter/shared/api/profile.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ProfileService } from './profile.service.ts';

export function profileRoutes(app: FastifyInstance, profiles: ProfileService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(p.get),
    onRequest: guard.required({ allowPasswordChange: true }),
    handler: async (req) => profiles.get(principalOf(req), req.query.userId),
  });

  r.route({
    ...contractRoute(p.update),
    onRequest: guard.required(),
    handler: async (req) => profiles.update(principalOf(req), req.body, req.query.userId),
  });

  r.route({
    ...contractRoute(p.changeEmail),
    onRequest: guard.required(),
    handler: async (req) =>
      profiles.changeEmail(principalOf(req), req.body.email, req.body.password, req.query.userId ?? req.body.userId),
  });
}
