import { authRoutes as a } from '@chapter/shared/api/auth.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { LoginLinksService } from './login-links.service.ts';

export function loginLinkRoutes(app: FastifyInstance, links: LoginLinksService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(a.redeemLoginLink),
    handler: async (req) =>
      links.redeem(req.params.token, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null }),
  });

  r.route({
    ...contractRoute(a.setFirstPassword),
    onRequest: guard.required(),
    handler: async (req) => {
      await links.setFirstPassword(principalOf(req).userId, req.body.newPassword);
      return { message: 'Password saved. Sign in with it next time.' };
    },
  });
}
