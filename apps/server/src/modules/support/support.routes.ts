import { messageResponse } from '@chapter/shared/auth.schemas';
import { errorReportRequest, errorReportResponse, supportContactRequest } from '@chapter/shared/support.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../plugins/auth-guard.ts';
import type { SupportService } from './support.service.ts';

export function supportRoutes(app: FastifyInstance, support: SupportService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/email/error-report',
    { schema: { body: errorReportRequest, response: { 201: errorReportResponse } }, onRequest: guard.optional() },
    async (req, reply) => reply.code(201).send(await support.report(req.body, req.ip, req.principal?.userId)),
  );
  r.post(
    '/api/support/contact',
    { schema: { body: supportContactRequest, response: { 201: messageResponse } }, onRequest: guard.optional() },
    async (req, reply) => reply.code(201).send(await support.contact(req.body, req.ip, req.principal?.userId)),
  );
}
