import { CLIENT_VERSION } from '@chapter/shared/constants';
import { changelogResponse, versionResponse } from '@chapter/shared/support.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changelogHtml } from './changelog.ts';

/** Public: the login screen and the update check need the server version before sign-in. */
export function aboutRoutes(app: FastifyInstance, serverVersion: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const html = changelogHtml();
  r.get('/api/about/changelog', { schema: { response: { 200: changelogResponse } } }, async () => ({
    html,
    version: serverVersion,
  }));
  r.get('/api/about/version', { schema: { response: { 200: versionResponse } } }, async () => ({
    serverVersion,
    clientVersion: CLIENT_VERSION,
  }));
}
