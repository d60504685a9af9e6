import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * What the server logs of each request (docs/production.md "Logs"): one line when it completes, carrying the
 * request id nginx logged too, the method and the address with its query values redacted (lib/logger.ts), the status,
 * the time taken and, once signed in, the member's id (never an e-mail or a name). Health probes that succeed are
 * not logged: a balancer asks every few seconds and would bury everything else.
 */

/** nginx's $request_id is 32 hex digits; other proxies send UUIDs. Anything else is not written to the log as is. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id nginx gave the request (X-Request-Id), when it looks like one; otherwise a new random one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

const PROBES = new Set(['/livez', '/readyz']);
const isProbe = (request: FastifyRequest) => PROBES.has(request.url.split('?')[0] as string);

export class RequestLogController extends LogController {
  /** Nothing on arrival: the line written at completion says everything, the address included. */
  override incomingRequest(): void {}

  /** Fastify's own "route not found" line holds the raw address; the completion line's 404 says it scrubbed. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (!error && isProbe(request) && reply.statusCode < 400) return;
    const line = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      ...(request.principal && { userId: request.principal.userId }),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Every answer names its request, so a member's report or a browser's network panel leads to the log line. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
  });
}
