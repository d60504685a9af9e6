import { importsRoutes as i } from '@chapter/shared/api/imports.routes';
import { IMPORT_FILE_MAX_BYTES } from '@chapter/shared/imports.layouts';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { languageAsked } from '../../lib/error-words.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ImportsService } from './imports.service.ts';

/** The file travels base64 in JSON (a third larger) with the mapping and matches beside it: docs/imports.md "Limits". */
const BODY_LIMIT = Math.ceil(IMPORT_FILE_MAX_BYTES / 3) * 4 + 256 * 1024;

/** Moving in: the preview of a file, then its dry run or import, for leaders who manage the chapter's members. */
export function importsRoutes(app: FastifyInstance, imports: ImportsService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = guard.required({ require: { permission: 'manage_members' } });
  const tooLarge = (
    err: FastifyError,
    req: Parameters<FastifyInstance['errorHandler']>[1],
    reply: Parameters<FastifyInstance['errorHandler']>[2],
  ) =>
    app.errorHandler(
      err.statusCode === 413
        ? new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`)
        : err,
      req,
      reply,
    );

  r.route({
    ...contractRoute(i.preview),
    bodyLimit: BODY_LIMIT,
    onRequest: manage,
    errorHandler: tooLarge,
    handler: async (req) => imports.preview(principalOf(req), req.body, languageAsked(req.headers['accept-language'])),
  });
  r.route({
    ...contractRoute(i.confirm),
    bodyLimit: BODY_LIMIT,
    onRequest: manage,
    errorHandler: tooLarge,
    handler: async (req) => imports.confirm(principalOf(req), req.body),
  });
}
