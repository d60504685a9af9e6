import { pushRoutes as p } from '@chapter/shared/api/push.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { PushService } from './push.service.ts';

export function pushRoutes(app: FastifyInstance, push: PushService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = guard.required();

  r.route({ ...contractRoute(p.key), onRequest: signedIn, handler: async () => push.key() });
  r.route({
    ...contractRoute(p.subscribe),
    onRequest: signedIn,
    handler: async (req) => {
      const { endpoint, keys } = req.body;
      return push.subscribe(principalOf(req), { endpoint, p256dh: keys.p256dh, auth: keys.auth });
    },
  });
  r.route({
    ...contractRoute(p.unsubscribe),
    onRequest: signedIn,
    handler: async (req) => push.unsubscribe(principalOf(req), req.body.endpoint),
  });
}
