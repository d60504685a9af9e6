import { attachmentsRoutes as a } from '@chapter/shared/api/attachments.routes';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MIME_TYPES, formatFileSize } from '@chapter/shared/attachments';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import { ACCEPTED_FILES } from './attachment-files.ts';
import type { AttachmentsService, ServedFile } from './attachments.service.ts';

/** `inline; filename="plain.pdf"; filename*=UTF-8''…`: an ASCII name for old clients, the real one for the rest. */
function disposition(file: ServedFile, download: boolean): string {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const utf8 = encodeURIComponent(file.name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${file.inline && !download ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

function sendFile(reply: FastifyReply, file: ServedFile, download = false) {
  return (
    reply
      .type(file.mime)
      // One member's file behind their token: no shared cache keeps it; a deleted message must stop serving it.
      .header('Cache-Control', 'private, no-cache')
      .header('Content-Disposition', disposition(file, download))
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data)
  );
}

/** The types a device may declare for an attachment; the service decides what the file is from its bytes. */
const RAW_TYPES = [...ATTACHMENT_MIME_TYPES, 'text/directory', 'application/octet-stream'];

/** Uploads (the raw file as the body, not JSON), business cards, and the files themselves. */
export function attachmentsRoutes(app: FastifyInstance, attachments: AttachmentsService, guard: AuthGuard): void {
  // Image types may already be read raw for avatars; the others are added here, for every route (a JSON route
  // receiving one still fails its schema with VALIDATION_ERROR).
  const missing = RAW_TYPES.filter((type) => !app.hasContentTypeParser(type));
  if (missing.length > 0) {
    app.addContentTypeParser(missing, { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  }
  const r = app.withTypeProvider<ZodTypeProvider>();
  const refusal = (err: FastifyError) => {
    if (err.statusCode === 413) {
      return new AppError('PAYLOAD_TOO_LARGE', `Files can be at most ${formatFileSize(ATTACHMENT_MAX_BYTES)}`);
    }
    if (err.statusCode === 415) return new AppError('VALIDATION_ERROR', ACCEPTED_FILES);
    return err;
  };

  r.route({
    ...contractRoute(a.upload),
    bodyLimit: ATTACHMENT_MAX_BYTES,
    // Before the body is read: an anonymous caller never gets to send 10 MB.
    onRequest: guard.required(),
    // Fastify's own refusals (too large, a type it cannot read) said in the member's terms.
    errorHandler: (err: FastifyError, req, reply) => app.errorHandler(refusal(err), req, reply),
    handler: async (req, reply) => {
      const stored = await attachments.upload(principalOf(req), req.body, req.query.name || undefined);
      return reply.code(201).send(stored);
    },
  });

  r.route({
    ...contractRoute(a.businessCard),
    onRequest: guard.required(),
    handler: async (req, reply) =>
      reply.code(201).send(await attachments.businessCard(principalOf(req), req.body.userId)),
  });

  // Signed-out callers get the same 404 as everyone else who may not see the file: nothing tells them it exists.
  r.route({
    ...contractRoute(a.file),
    onRequest: guard.optional(),
    handler: async (req, reply) =>
      sendFile(reply, await attachments.file(req.principal, req.params.id, 'original'), req.query.download === '1'),
  });
  r.route({
    ...contractRoute(a.thumbnail),
    onRequest: guard.optional(),
    handler: async (req, reply) => sendFile(reply, await attachments.file(req.principal, req.params.id, 'thumbnail')),
  });
}
