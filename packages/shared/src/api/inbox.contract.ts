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
} from '../inbox.schemas.ts';
import type { ContractFor } from './define.ts';
import { type inboxRoutes, inboxRoutes as r } from './inbox.routes.ts';

export const inboxContract = {
  [r.list]: { query: inboxListQuery, response: inboxListResponse },
  [r.conversation]: { params: conversationParams, query: conversationQuery, response: conversationResponse },
  /** 201 for a new message; a repeated clientMessageId answers the stored copy with 200 (same schema). */
  [r.send]: { body: sendMessageRequest, status: 201, replays: true, response: inboxMessage },
  [r.markRead]: { params: conversationParams, response: markReadResponse },
  /** No body: 204. */
  [r.remove]: { params: messageParams, status: 204 },
} as const satisfies ContractFor<typeof inboxRoutes>;
