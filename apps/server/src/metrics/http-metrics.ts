import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Histogram } from 'prom-client';

/** Content-hashed build files: one label for all of them, so a deploy adds no series. */
const HASHED_ASSETS = '/assets/';

/**
 * The route a request matched, as registered (`/api/meetings/:meetingId`), never the URL a client sent: the set of
 * labels stays as small as the set of routes. Requests no route matched are either a page of the web app (the SPA
 * fallback answers its HTML) or not found.
 */
function routeLabel(req: FastifyRequest, reply: FastifyReply): string {
  if (req.is404) return reply.statusCode < 400 ? 'web_page' : 'not_found';
  const url = req.routeOptions.url ?? 'not_found';
  return url.startsWith(HASHED_ASSETS) ? `${HASHED_ASSETS}*` : url;
}

/** Times every HTTP answer of the app's port by method, route and status (WebSocket traffic has its own series). */
export function observeHttp(app: FastifyInstance, duration: Histogram<'method' | 'route' | 'status'>): void {
  // A callback hook, not an async one: no promise per request for a synchronous observation.
  app.addHook('onResponse', (req, reply, done) => {
    duration.observe(
      { method: req.method, route: routeLabel(req, reply), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
