import { inboxRoutes as i } from '@chapter/shared/api/inbox.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { InboxService } from './inbox.service.ts';

const optionalNumber = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/** The member-to-member inbox: every route is the signed-in member's own conversations. */
export function inboxRoutes(app: FastifyInstance, inbox: InboxService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = guard.required();

  r.route({
    ...contractRoute(i.list),
    onRequest: member,
    handler: async (req) => inbox.list(principalOf(req), optionalNumber(req.query.cursor), req.query.limit),
  });
  r.route({
    ...contractRoute(i.conversation),
    onRequest: member,
    handler: async (req) =>
      inbox.conversation(principalOf(req), req.params.id, optionalNumber(req.query.before), req.query.limit),
  });
  // A repeated clientMessageId answers the stored copy with 200 (the contract's `replays`).
  r.route({
    ...contractRoute(i.send),
    onRequest: member,
    handler: async (req, reply) => {
      const { message, created } = await inbox.send(principalOf(req), req.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  });
  r.route({
    ...contractRoute(i.markRead),
    onRequest: member,
    handler: async (req) => inbox.markRead(principalOf(req), req.params.id),
  });
  r.route({
    ...contractRoute(i.remove),
    onRequest: member,
    handler: async (req, reply) => {
      await inbox.deleteMessage(principalOf(req), req.params.id);
      return reply.code(204).send();
    },
  });
  r.route({
    ...contractRoute(i.edit),
    onRequest: member,
    handler: async (req) => inbox.edit(principalOf(req), req.params.id, req.body),
  });
  r.route({
    ...contractRoute(i.react),
    onRequest: member,
    handler: async (req) => inbox.react(principalOf(req), req.params.id, req.params.emoji, true),
  });
  r.route({
    ...contractRoute(i.unreact),
    onRequest: member,
    handler: async (req) => inbox.react(principalOf(req), req.params.id, req.params.emoji, false),
  });
}
