import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

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
]);

/** Errors that mean a backing service (database, Redis) is down: answered 503 so clients retry. */
function isUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e.code && UNAVAILABLE.has(e.code)) return true;
  return /Connection terminated|connect ECONNREFUSED|Connection is closed|timeout exceeded when trying to connect/i.test(
    e.message ?? '',
  );
}

/** The one error handler: validation → 400 with field details, AppError as is, anything else a logged 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).headers(err.headers).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = err.validation.map((v) => ({
        field:
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String(v.params?.issue ? ((v.params.issue as { path?: unknown[] }).path?.join('.') ?? '') : ''),
        message: v.message ?? 'Invalid value',
      }));
      return reply
        .code(400)
        .send({ code: 'VALIDATION_ERROR', message: details[0]?.message ?? 'Invalid input', details });
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = status === 413 ? 'VALIDATION_ERROR' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      return reply.code(status).send({ code, message: status === 413 ? 'Request body is too large' : err.message });
    }
    if (isUnavailable(err)) {
      req.log.warn({ err: (err as Error).message }, 'backing service unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ code: 'SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable. Please try again shortly.' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ code: 'SERVER_ERROR', message: 'An unexpected error occurred' });
  });
}
