import { email, messageResponse } from '@chapter/shared/auth.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SetupService } from './setup.service.ts';

const tokenParams = z.object({ token: z.string().min(10).max(200) });

export function setupRoutes(app: FastifyInstance, setup: SetupService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/setup/:token', { schema: { params: tokenParams } }, async (req) => ({
    valid: await setup.isValid(req.params.token),
  }));

  r.post(
    '/api/setup/:token',
    {
      schema: {
        params: tokenParams,
        body: z.strictObject({ name: z.string().trim().min(1).max(120), email, password: z.string().min(1).max(1024) }),
        response: { 201: messageResponse },
      },
    },
    async (req, reply) => {
      await setup.complete(req.params.token, req.body);
      return reply.code(201).send({ message: 'Administrator account created. You can now sign in.' });
    },
  );
}
