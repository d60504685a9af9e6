import { overridesRequest, rolesResponse } from '@chapter/shared/groups.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { PermissionsService } from './permissions.service.ts';

/** The platform role × permission matrix (seed §6: Permissions needs manage_settings). */
export function permissionsRoutes(app: FastifyInstance, permissions: PermissionsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const settings = guard.required({ require: { permission: 'manage_settings' } });
  r.get('/api/permissions', { schema: { response: { 200: rolesResponse } }, onRequest: settings }, async (req) =>
    permissions.matrix(principalOf(req)),
  );
  r.put(
    '/api/permissions',
    { schema: { body: overridesRequest, response: { 200: rolesResponse } }, onRequest: settings },
    async (req) => permissions.save(principalOf(req), req.body.overrides),
  );
}
