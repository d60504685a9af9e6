import { authRoutes as a } from '@chapter/shared/api/auth.routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import { type AuthService, type ClientInfo, RESET_REQUESTED_MESSAGE } from './auth.service.ts';

const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
});

export function authRoutes(app: FastifyInstance, auth: AuthService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const passwordChangeAllowed = guard.required({ allowPasswordChange: true });

  r.route({
    ...contractRoute(a.login),
    handler: async (req) => auth.login(req.body.email, req.body.password, clientOf(req)),
  });

  r.route({
    ...contractRoute(a.register),
    handler: async (req, reply) => {
      const result = await auth.register(req.body, clientOf(req));
      return reply.code(201).send(result);
    },
  });

  r.route({
    ...contractRoute(a.logout),
    onRequest: passwordChangeAllowed,
    handler: async (req) => {
      await auth.logout(principalOf(req).sessionId);
      return { message: 'Signed out' };
    },
  });

  r.route({
    ...contractRoute(a.renewToken),
    onRequest: guard.required(),
    handler: async (req) => ({ token: await auth.renewToken(principalOf(req)) }),
  });

  r.route({
    ...contractRoute(a.verifyToken),
    onRequest: passwordChangeAllowed,
    handler: async (req) => {
      const p = principalOf(req);
      return {
        valid: true as const,
        userId: p.userId,
        mustChangePassword: p.mustChangePassword,
        permissions: p.permissions,
      };
    },
  });

  r.route({
    ...contractRoute(a.requestReset),
    handler: async (req, reply) => {
      // The rest of the work starts once the answer has gone (or the client went away): it must not delay it.
      await auth.requestReset(req.body.email, clientOf(req), (start) =>
        reply.raw.once('close', () => setImmediate(start)),
      );
      return { message: RESET_REQUESTED_MESSAGE };
    },
  });

  r.route({
    ...contractRoute(a.completeReset),
    handler: async (req) => {
      await auth.completeReset(req.params.token, req.body.password);
      return { message: 'Your password has been reset. You can now sign in.' };
    },
  });

  r.route({
    ...contractRoute(a.changePassword),
    onRequest: passwordChangeAllowed,
    handler: async (req) => {
      const p = principalOf(req);
      await auth.changePassword(p.userId, p.sessionId, req.body.currentPassword, req.body.newPassword);
      return { message: 'Password changed. Your other sessions were signed out.' };
    },
  });
}
