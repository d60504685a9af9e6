import { auditQuery, auditResponse } from '@chapter/shared/admin-tools.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(app: FastifyInstance, audit: AuditService, guard: AuthGuard): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/audit',
    {
      schema: { querystring: auditQuery, response: { 200: auditResponse } },
      onRequest: guard.required({ require: { permission: 'view_audit_logs' } }),
    },
    async (req) => audit.list(principalOf(req), req.query),
  );
}
