import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the built web app lives unless WEB_DIST says otherwise. */
export function defaultWebDist(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
}

/**
 * Serves the built SPA on the API's port. Unknown API paths answer JSON 404; any other unknown GET gets
 * index.html so the client router decides (and sends the user to /home or /login).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasDist = existsSync(path.join(webDist, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        // Hashed assets never change; index.html must always be revalidated.
        res.setHeader(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (req.method === 'GET' && hasDist && !url.startsWith('/api/') && !url.startsWith('/connection/')) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
  });
}
