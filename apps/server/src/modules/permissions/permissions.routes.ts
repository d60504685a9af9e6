import { permissionsRoutes as p } from '@chapter/shared/api/permissions.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { PermissionsService } from './permissions.service.ts';

/** The platform role × permission matrix; changing it needs manage_settings (docs/roles-and-permissions.md). */
export function permissionsRoutes(app: FastifyInstance, permissions: PermissionsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = guard.required({ require: { permission: 'manage_settings' } });
  r.route({
    ...contractRoute(p.matrix),
    onRequest: settings,
    handler: async (req) => permissions.matrix(principalOf(req)),
  });
  r.route({
    ...contractRoute(p.save),
    onRequest: settings,
    handler: async (req) => permissions.save(principalOf(req), req.body.overrides),
  });
}
