import {
  dashboardQuery,
  dashboardResponse,
  messageResponse,
  outboxQuery,
  outboxResponse,
  testEmailRequest,
} from '@chapter/shared/admin-tools.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { AdminToolsService } from './admin-tools.service.ts';

/** Tools need manage_settings; the Dashboard view_audit_logs or view_activity. */
export function adminToolsRoutes(app: FastifyInstance, tools: AdminToolsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = guard.required({ require: { permission: 'manage_settings' } });

  r.get(
    '/api/admin/outbox',
    { schema: { querystring: outboxQuery, response: { 200: outboxResponse } }, onRequest: settings },
    async (req) => tools.outbox(req.query),
  );

  r.post(
    '/api/admin/test-email',
    { schema: { body: testEmailRequest, response: { 200: messageResponse } }, onRequest: settings },
    async (req) => tools.testEmail(principalOf(req), req.body.to),
  );

  r.get('/api/admin/backup', { onRequest: settings }, async (req, reply) => {
    const backup = await tools.backup(principalOf(req));
    return reply
      .header('Content-Type', backup.contentType)
      .header('Content-Disposition', `attachment; filename="${backup.filename}"`)
      .header('Cache-Control', 'no-store')
      .send(backup.data);
  });

  r.get(
    '/api/admin/dashboard',
    {
      schema: { querystring: dashboardQuery, response: { 200: dashboardResponse } },
      onRequest: guard.required({ require: { anyOf: ['view_audit_logs', 'view_activity'] } }),
    },
    async (req) => tools.dashboard(principalOf(req), req.query.groupId),
  );
}
