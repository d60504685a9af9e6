import { aboutRoutes as a } from '@chapter/shared/api/about.routes';
import { CLIENT_VERSION } from '@chapter/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { changelogHtml } from './changelog.ts';

/** Public: the login screen and the update check need the server version before sign-in. */
export function aboutRoutes(app: FastifyInstance, serverVersion: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const html = changelogHtml();
  r.route({ ...contractRoute(a.changelog), handler: async () => ({ html, version: serverVersion }) });
  r.route({
    ...contractRoute(a.version),
    handler: async () => ({ serverVersion, clientVersion: CLIENT_VERSION }),
  });
}
