import { supportRoutes as s } from '@chapter/shared/api/support.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import type { AuthGuard } from '../../plugins/auth-guard.ts';
import type { SupportService } from './support.service.ts';

export function supportRoutes(app: FastifyInstance, support: SupportService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...contractRoute(s.errorReport),
    onRequest: guard.optional(),
    handler: async (req, reply) => reply.code(201).send(await support.report(req.body, req.ip, req.principal?.userId)),
  });
  r.route({
    ...contractRoute(s.contact),
    onRequest: guard.optional(),
    handler: async (req, reply) => reply.code(201).send(await support.contact(req.body, req.ip, req.principal?.userId)),
  });
}
