import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@chapter/shared/avatar';
import { userIdQuery } from '@chapter/shared/profile.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { AvatarService } from './avatar.service.ts';

/** '42', '42_96.jpg', '42_256.jpg', '42_512.jpg' (size suffixes; no suffix means 256). */
const avatarParams = z.strictObject({
  file: z.string().regex(/^\d{1,12}(_(96|256|512))?(\.jpg)?$/, 'Unknown image'),
});
/** Only `v` means something; other keys (a client's own cache-buster such as `?t=`) are ignored, not refused. */
const avatarQuery = z.object({ v: z.string().max(100).optional() });
const avatarResponse = z.object({ profileImageUrl: z.string().nullable() });

/** Avatar upload (raw image body, not JSON), removal and the bearer-protected image files. */
export function avatarRoutes(app: FastifyInstance, avatars: AvatarService, guard: AuthGuard): void {
  // Raw image bodies, read as a buffer. Other routes keep the API's 1 MiB limit and reject a non-JSON body in
  // validation; only the upload route raises its own limit.
  app.addContentTypeParser(
    [...AVATAR_MIME_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer' },
    (_req, body, done) => done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/api/profile/avatar',
    {
      schema: { querystring: userIdQuery, response: { 200: avatarResponse } },
      bodyLimit: AVATAR_MAX_BYTES,
      // Before the body is read: an anonymous caller never gets to send 5 MB.
      onRequest: guard.required(),
    },
    async (req) => avatars.upload(principalOf(req), req.body, req.query.userId),
  );

  r.delete(
    '/api/profile/avatar',
    { schema: { querystring: userIdQuery, response: { 200: avatarResponse } }, onRequest: guard.required() },
    async (req) => avatars.remove(principalOf(req), req.query.userId),
  );

  r.get(
    '/api/avatars/:file',
    { schema: { params: avatarParams, querystring: avatarQuery }, onRequest: guard.required() },
    async (req, reply) => {
      const [, id, size] = /^(\d+)(?:_(\d+))?/.exec(req.params.file) ?? [];
      const image = await avatars.image(principalOf(req), Number(id), size ? Number(size) : undefined);
      // Bearer-protected: shared caches must not keep it; the ?v= key changes with every upload.
      return reply.type('image/jpeg').header('Cache-Control', 'private, no-cache').send(image);
    },
  );
}
