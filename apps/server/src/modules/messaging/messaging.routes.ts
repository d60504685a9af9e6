import {
  broadcastDetail,
  broadcastListQuery,
  broadcastListResponse,
  broadcastParams,
  broadcastPreviewResponse,
  broadcastRequest,
  broadcastSentResponse,
  quotaQuery,
  quotaResponse,
} from '@chapter/shared/messaging.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { MessagingService } from './messaging.service.ts';

/** Admin messaging: every route needs send_sms, for SMS and e-mail broadcasts alike. */
export function messagingRoutes(app: FastifyInstance, messaging: MessagingService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sms = guard.required({ require: { permission: 'send_sms' } });

  r.get(
    '/api/messaging/quota',
    { schema: { querystring: quotaQuery, response: { 200: quotaResponse } }, onRequest: sms },
    async (req) => messaging.quota(principalOf(req), req.query.groupId),
  );

  r.get(
    '/api/messaging/broadcasts',
    { schema: { querystring: broadcastListQuery, response: { 200: broadcastListResponse } }, onRequest: sms },
    async (req) => messaging.list(principalOf(req), req.query),
  );

  r.post(
    '/api/messaging/broadcasts',
    { schema: { body: broadcastRequest, response: { 201: broadcastSentResponse } }, onRequest: sms },
    async (req, reply) => reply.code(201).send(await messaging.send(principalOf(req), req.body)),
  );

  r.post(
    '/api/messaging/broadcasts/preview',
    { schema: { body: broadcastRequest, response: { 200: broadcastPreviewResponse } }, onRequest: sms },
    async (req) => messaging.preview(principalOf(req), req.body),
  );

  r.get(
    '/api/messaging/broadcasts/:broadcastId',
    { schema: { params: broadcastParams, response: { 200: broadcastDetail } }, onRequest: sms },
    async (req) => messaging.detail(principalOf(req), req.params.broadcastId),
  );
}
