import {
  profileEmailRequest,
  profileResponse,
  profileUpdateRequest,
  userIdQuery,
} from '@chapter/shared/profile.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ProfileService } from './profile.service.ts';

export function profileRoutes(app: FastifyInstance, profiles: ProfileService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/profile',
    {
      schema: { querystring: userIdQuery, response: { 200: profileResponse } },
      onRequest: guard.required({ allowPasswordChange: true }),
    },
    async (req) => profiles.get(principalOf(req), req.query.userId),
  );

  r.put(
    '/api/profile',
    {
      schema: { querystring: userIdQuery, body: profileUpdateRequest, response: { 200: profileResponse } },
      onRequest: guard.required(),
    },
    async (req) => profiles.update(principalOf(req), req.body, req.query.userId),
  );

  r.put(
    '/api/profile/email',
    {
      schema: { querystring: userIdQuery, body: profileEmailRequest, response: { 200: profileResponse } },
      onRequest: guard.required(),
    },
    async (req) =>
      profiles.changeEmail(principalOf(req), req.body.email, req.body.password, req.query.userId ?? req.body.userId),
  );
}
