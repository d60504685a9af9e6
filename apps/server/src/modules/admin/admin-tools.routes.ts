import { adminRoutes as a } from '@chapter/shared/api/admin.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { AdminToolsService } from './admin-tools.service.ts';

/** Tools need manage_settings; the Dashboard view_audit_logs or view_activity. */
export function adminToolsRoutes(app: FastifyInstance, tools: AdminToolsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = guard.required({ require: { permission: 'manage_settings' } });

  r.route({ ...contractRoute(a.outbox), onRequest: settings, handler: async (req) => tools.outbox(req.query) });
  r.route({
    ...contractRoute(a.outboxMessage),
    onRequest: settings,
    handler: async (req) => tools.outboxMessage(req.params.id),
  });
  r.route({
    ...contractRoute(a.testEmail),
    onRequest: settings,
    handler: async (req) => tools.testEmail(principalOf(req), req.body.to),
  });
  r.route({
    ...contractRoute(a.backup),
    onRequest: settings,
    handler: async (req, reply) => {
      const backup = await tools.backup(principalOf(req));
      return reply
        .header('Content-Type', backup.contentType)
        .header('Content-Length', backup.bytes)
        .header('Content-Disposition', `attachment; filename="${backup.filename}"`)
        .header('X-Backup-Kind', backup.kind)
        .header('Cache-Control', 'no-store')
        .send(backup.stream);
    },
  });
  r.route({ ...contractRoute(a.backupAbout), onRequest: settings, handler: async () => tools.backupAbout() });
  r.route({
    ...contractRoute(a.dashboard),
    onRequest: guard.required({ require: { anyOf: ['view_audit_logs', 'view_activity'] } }),
    handler: async (req) => tools.dashboard(principalOf(req), req.query.groupId),
  });
}
