import {
  changePasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  resetCompleteRequest,
  resetRequest,
} from '@chapter/shared/auth.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import { type AuthService, type ClientInfo, RESET_REQUESTED_MESSAGE } from './auth.service.ts';

const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
});

export function authRoutes(app: FastifyInstance, auth: AuthService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/login', { schema: { body: loginRequest, response: { 200: loginResponse } } }, async (req) =>
    auth.login(req.body.email, req.body.password, clientOf(req)),
  );

  r.post(
    '/api/register',
    { schema: { body: registerRequest, response: { 201: messageResponse } } },
    async (req, reply) => {
      const result = await auth.register(req.body, clientOf(req));
      return reply.code(201).send(result);
    },
  );

  r.post(
    '/api/logout',
    { schema: { response: { 200: messageResponse } }, onRequest: guard.required({ allowPasswordChange: true }) },
    async (req) => {
      await auth.logout(principalOf(req).sessionId);
      return { message: 'Signed out' };
    },
  );

  r.get('/api/verify-token', { onRequest: guard.required({ allowPasswordChange: true }) }, async (req) => {
    const p = principalOf(req);
    return { valid: true, userId: p.userId, mustChangePassword: p.mustChangePassword, permissions: p.permissions };
  });

  r.post('/api/reset-password', { schema: { body: resetRequest, response: { 200: messageResponse } } }, async (req) => {
    await auth.requestReset(req.body.email, clientOf(req));
    return { message: RESET_REQUESTED_MESSAGE };
  });

  r.post(
    '/api/reset-password/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(10).max(200) }),
        body: resetCompleteRequest,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await auth.completeReset(req.params.token, req.body.password);
      return { message: 'Your password has been reset. You can now sign in.' };
    },
  );

  r.post(
    '/api/account/password',
    {
      schema: { body: changePasswordRequest, response: { 200: messageResponse } },
      onRequest: guard.required({ allowPasswordChange: true }),
    },
    async (req) => {
      const p = principalOf(req);
      await auth.changePassword(p.userId, p.sessionId, req.body.currentPassword, req.body.newPassword);
      return { message: 'Password changed. Your other sessions were signed out.' };
    },
  );
}
