import { auditRoutes as a } from '@chapter/shared/api/audit.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(app: FastifyInstance, audit: AuditService, guard: AuthGuard): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(a.list),
    onRequest: guard.required({ require: { permission: 'view_audit_logs' } }),
    handler: async (req) => audit.list(principalOf(req), req.query),
  });
}
