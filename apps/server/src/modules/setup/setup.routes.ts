import { setupRoutes as s } from '@chapter/shared/api/setup.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import type { SetupService } from './setup.service.ts';

export function setupRoutes(app: FastifyInstance, setup: SetupService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...contractRoute(s.check),
    handler: async (req) => ({ valid: await setup.isValid(req.params.token) }),
  });
  r.route({
    ...contractRoute(s.complete),
    handler: async (req, reply) => {
      await setup.complete(req.params.token, req.body);
      return reply.code(201).send({ message: 'Administrator account created. You can now sign in.' });
    },
  });
}
