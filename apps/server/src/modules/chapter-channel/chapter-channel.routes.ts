import { chapterChannelRoutes as c } from '@chapter/shared/api/chapter-channel.routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.ts';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { ChapterChannelService } from './chapter-channel.service.ts';

const optionalNumber = (v: string | undefined) => (v === undefined ? undefined : Number(v));

/**
 * The chapter channel: every route is the signed-in member's own group's channel; who may read, write and
 * moderate is decided by the service from the group's settings (docs/chapter-channel.md).
 */
export function chapterChannelRoutes(app: FastifyInstance, channel: ChapterChannelService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = guard.required();
  // Pinning speaks for the leadership, like an announcement: the same permission as Admin → Messaging.
  const moderator = guard.required({ require: { permission: 'send_sms' } });

  r.route({
    ...contractRoute(c.summary),
    onRequest: member,
    handler: async (req) => channel.summary(principalOf(req)),
  });
  r.route({
    ...contractRoute(c.messages),
    onRequest: member,
    handler: async (req) => channel.page(principalOf(req), optionalNumber(req.query.before), req.query.limit),
  });
  // A repeated clientMessageId answers the stored copy with 200 (the contract's `replays`).
  r.route({
    ...contractRoute(c.send),
    onRequest: member,
    handler: async (req, reply) => {
      const { message, created } = await channel.send(principalOf(req), req.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  });
  r.route({
    ...contractRoute(c.remove),
    onRequest: member,
    handler: async (req, reply) => {
      await channel.deleteMessage(principalOf(req), req.params.id);
      return reply.code(204).send();
    },
  });
  r.route({
    ...contractRoute(c.edit),
    onRequest: member,
    handler: async (req) => channel.edit(principalOf(req), req.params.id, req.body),
  });
  r.route({
    ...contractRoute(c.react),
    onRequest: member,
    handler: async (req) => channel.react(principalOf(req), req.params.id, req.params.emoji, true),
  });
  r.route({
    ...contractRoute(c.unreact),
    onRequest: member,
    handler: async (req) => channel.react(principalOf(req), req.params.id, req.params.emoji, false),
  });
  r.route({
    ...contractRoute(c.read),
    onRequest: member,
    handler: async (req) => channel.markRead(principalOf(req), req.body.upTo),
  });
  r.route({
    ...contractRoute(c.pin),
    onRequest: moderator,
    handler: async (req) => channel.pin(principalOf(req), req.body.messageId),
  });
  r.route({
    ...contractRoute(c.unpin),
    onRequest: moderator,
    handler: async (req, reply) => {
      await channel.unpin(principalOf(req));
      return reply.code(204).send();
    },
  });
  r.route({
    ...contractRoute(c.members),
    onRequest: member,
    handler: async (req) => channel.members(principalOf(req)),
  });
}
