import { profileRoutes as p } from '@chapter/shared/api/profile.routes';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@chapter/shared/avatar';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { AvatarService } from './avatar.service.ts';

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
  r.route({
    ...contractRoute(p.uploadAvatar),
    bodyLimit: AVATAR_MAX_BYTES,
    // Before the body is read: an anonymous caller never gets to send 5 MB.
    onRequest: guard.required(),
    handler: async (req) => avatars.upload(principalOf(req), req.body, req.query.userId),
  });

  r.route({
    ...contractRoute(p.removeAvatar),
    onRequest: guard.required(),
    handler: async (req) => avatars.remove(principalOf(req), req.query.userId),
  });

  r.route({
    ...contractRoute(p.avatar),
    onRequest: guard.required(),
    handler: async (req, reply) => {
      const [, id, size] = /^(\d+)(?:_(\d+))?/.exec(req.params.file) ?? [];
      const image = await avatars.image(principalOf(req), Number(id), size ? Number(size) : undefined);
      // Bearer-protected: shared caches must not keep it; the ?v= key changes with every upload.
      return reply.type('image/jpeg').header('Cache-Control', 'private, no-cache').send(image);
    },
  });
}
