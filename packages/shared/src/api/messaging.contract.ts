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
} from '../messaging.schemas.ts';
import type { ContractFor } from './define.ts';
import { type messagingRoutes, messagingRoutes as r } from './messaging.routes.ts';

export const messagingContract = {
  [r.quota]: { query: quotaQuery, response: quotaResponse },
  [r.list]: { query: broadcastListQuery, response: broadcastListResponse },
  [r.send]: { body: broadcastRequest, status: 201, response: broadcastSentResponse },
  [r.preview]: { body: broadcastRequest, response: broadcastPreviewResponse },
  [r.detail]: { params: broadcastParams, response: broadcastDetail },
} as const satisfies ContractFor<typeof messagingRoutes>;
