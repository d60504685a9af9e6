import { adminRoutes as a } from '@chapter/shared/api/admin.routes';
import { ADMIN_AREA_PERMISSIONS } from '@chapter/shared/roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { AdminToolsService } from './admin-tools.service.ts';

/** Tools need manage_settings; the Dashboard the admin area and view_audit_logs or view_activity. */
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
    // The admin area's rule first; the dashboard's own (and each field's) in the service.
    onRequest: guard.required({ require: { anyOf: ADMIN_AREA_PERMISSIONS } }),
    handler: async (req) => tools.dashboard(principalOf(req), req.query.groupId),
  });
}
