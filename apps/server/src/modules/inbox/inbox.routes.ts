import {
  conversationParams,
  conversationQuery,
  conversationResponse,
  inboxListQuery,
  inboxListResponse,
  inboxMessage,
  markReadResponse,
  messageParams,
  sendMessageRequest,
} from '@chapter/shared/inbox.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { InboxService } from './inbox.service.ts';

const optionalNumber = (v: string | undefined) => (v === undefined ? undefined : Number(v));

export function inboxRoutes(app: FastifyInstance, inbox: InboxService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/inbox',
    { schema: { querystring: inboxListQuery, response: { 200: inboxListResponse } }, onRequest: guard.required() },
    async (req) => inbox.list(principalOf(req), optionalNumber(req.query.cursor), req.query.limit),
  );

  r.get(
    '/api/inbox/conversations/:id',
    {
      schema: { params: conversationParams, querystring: conversationQuery, response: { 200: conversationResponse } },
      onRequest: guard.required(),
    },
    async (req) =>
      inbox.conversation(principalOf(req), req.params.id, optionalNumber(req.query.before), req.query.limit),
  );

  r.post(
    '/api/inbox/messages',
    {
      schema: { body: sendMessageRequest, response: { 200: inboxMessage, 201: inboxMessage } },
      onRequest: guard.required(),
    },
    async (req, reply) => {
      const { message, created } = await inbox.send(principalOf(req), req.body);
      return reply.code(created ? 201 : 200).send(message);
    },
  );

  r.post(
    '/api/inbox/conversations/:id/read',
    { schema: { params: conversationParams, response: { 200: markReadResponse } }, onRequest: guard.required() },
    async (req) => inbox.markRead(principalOf(req), req.params.id),
  );

  r.delete(
    '/api/inbox/messages/:id',
    { schema: { params: messageParams, response: { 204: z.null() } }, onRequest: guard.required() },
    async (req, reply) => {
      await inbox.deleteMessage(principalOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
