import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverDir } from '../ops/server-entry.ts';

/** Where the built web app lives unless WEB_DIST says otherwise. */
export function defaultWebDist(): string {
  return path.resolve(serverDir, '../web/dist');
}

/** Content-hashed build output: a changed file gets a new name, so a browser may keep it for a year. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Paths monitoring tools and probes ask for. They are never pages of the web app: answering them the app's HTML
 * with a 200 would make an uptime check or a scraper pointed here report "up". Metrics have a port of their own.
 */
const OPS_PATHS = ['/metrics', '/livez', '/readyz', '/healthz', '/health', '/ready', '/status', '/ping'];

const isOpsPath = (url: string) => OPS_PATHS.some((p) => url === p || url.startsWith(`${p}/`));

/**
 * Serves the built SPA on the API's port (docs/web-delivery.md). The build writes a Brotli and a gzip copy beside
 * every text file; the copy the browser accepts is sent. Hashed assets are cached for a year, everything else
 * (index.html, theme-init.js, icons) is revalidated on each visit. A missing hashed asset answers 404 — a tab
 * left open across a deploy asks for a chunk that no longer exists and must see a failure it can recover from,
 * not the app's HTML. Unknown API paths and monitoring paths (/metrics…) answer JSON 404; any other unknown GET
 * gets index.html so the client router decides.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasDist = existsSync(path.join(webDist, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // `send` would add its own `public, max-age=0` after setHeaders ran; the policy below is the only one.
      cacheControl: false,
      setHeaders(res, file) {
        const hashed = file.startsWith(path.join(webDist, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const isPage =
      !url.startsWith('/api/') && !url.startsWith('/connection/') && !url.startsWith(HASHED_ASSETS) && !isOpsPath(url);
    if (req.method === 'GET' && hasDist && isPage) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
  });
}
