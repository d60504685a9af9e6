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
import { editMessageRequest, reactionParams, reactionsResponse } from '../message-extras.schemas.ts';
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
  /** Within the edit window only (docs/product-rules.md "Inbox"). */
  [r.edit]: { params: messageParams, body: editMessageRequest, response: inboxMessage },
  /** Idempotent: putting a reaction already there, or taking away one that is not, changes nothing. */
  [r.react]: { params: reactionParams, response: reactionsResponse },
  [r.unreact]: { params: reactionParams, response: reactionsResponse },
} as const satisfies ContractFor<typeof inboxRoutes>;
