import { settingsSchema, settingUpdateRequest } from '@chapter/shared/settings.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { SettingsService } from './settings.service.ts';

export function settingsRoutes(app: FastifyInstance, settings: SettingsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: settingsSchema };

  r.get('/api/settings', { schema: { response }, onRequest: guard.required() }, async (req) =>
    settings.get(principalOf(req).userId),
  );
  r.put(
    '/api/settings',
    { schema: { body: settingUpdateRequest, response }, onRequest: guard.required() },
    async (req) => settings.update(principalOf(req).userId, req.body),
  );
  r.post('/api/settings/reset', { schema: { response }, onRequest: guard.required() }, async (req) =>
    settings.reset(principalOf(req).userId),
  );
}
