import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { errorBodyIn, languageAsked } from '../lib/error-words.ts';

const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
  // query_canceled: the statement ran past DATABASE_STATEMENT_TIMEOUT_MS (a lock held too long, an overloaded
  // database). Nothing was written; the request can be tried again, so it is a 503 rather than a hang or a 500.
  '57014',
]);

/** Errors that mean a backing service (database, Redis) is down: answered 503 so clients retry. */
function isUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e.code && UNAVAILABLE.has(e.code)) return true;
  // The last three are ioredis with its offline queue off: Redis is unreachable, so the command was refused.
  return /Connection terminated|connect ECONNREFUSED|Connection is closed|timeout exceeded when trying to connect|Stream isn't writeable|enableOfflineQueue|max retries per request/i.test(
    e.message ?? '',
  );
}

/** The one error handler: validation → 400 with field details, AppError as is, anything else a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    // The reason in the language the app asks in (docs/i18n.md "The server's errors"); English as written otherwise.
    const language = languageAsked(req.headers['accept-language']);
    if (err instanceof AppError) {
      return reply.code(err.status).headers(err.headers).send(errorBodyIn(err.toBody(), language));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.flatMap((v) => {
        const base = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const message = v.message ?? 'Invalid value';
        const keys = (v.params as { keys?: unknown } | undefined)?.keys;
        // An unknown field (e.g. isAdmin in a profile update) is reported against that field, not the object.
        if (v.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0) {
          return keys.map((key) => ({ field: base ? `${base}.${String(key)}` : String(key), message }));
        }
        return [{ field: base, message }];
      });
      return reply
        .code(400)
        .send(
          errorBodyIn({ code: 'VALIDATION_ERROR', message: details[0]?.message ?? 'Invalid input', details }, language),
        );
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      return reply
        .code(status)
        .send(errorBodyIn({ code, message: status === 413 ? 'Request body is too large' : err.message }, language));
    }
    if (isUnavailable(err)) {
      req.log.warn({ err: (err as Error).message }, 'backing service unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send(
          errorBodyIn(
            { code: 'SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable. Please try again shortly.' },
            language,
          ),
        );
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send(errorBodyIn({ code: 'SERVER_ERROR', message: 'An unexpected error occurred' }, language));
  });
}
