import { settingsRoutes as s } from '@chapter/shared/api/settings.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(app: FastifyInstance, settings: SettingsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = guard.required();

  r.route({
    ...contractRoute(s.get),
    onRequest: signedIn,
    handler: async (req) => settings.get(principalOf(req).userId),
  });
  r.route({
    ...contractRoute(s.update),
    onRequest: signedIn,
    handler: async (req) => settings.update(principalOf(req).userId, req.body),
  });
  r.route({
    ...contractRoute(s.reset),
    onRequest: signedIn,
    handler: async (req) => settings.reset(principalOf(req).userId),
  });
}
