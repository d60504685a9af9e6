import {
  activityApprovalsQuery,
  activityDetailResponse,
  activityExportQuery,
  activityListQuery,
  activityListResponse,
  activityParams,
  activityPartnersResponse,
  activityRecord,
  amountAnswerRequest,
  approveActivityRequest,
  createActivityRequest,
  markSeenRequest,
  oneToOneActionRequest,
  publishRequest,
  referralStatusRequest,
  rejectActivityRequest,
  unreadCountsQuery,
  unreadCountsResponse,
  updateActivityRequest,
} from '../activity.schemas.ts';
import { decisionResponse } from '../lifecycle.schemas.ts';
import { type activityRoutes, activityRoutes as r } from './activity.routes.ts';
import type { ContractFor } from './define.ts';

export const activityContract = {
  [r.unreadCounts]: { query: unreadCountsQuery, response: unreadCountsResponse },
  [r.markSeen]: { body: markSeenRequest, response: unreadCountsResponse },
  [r.list]: { query: activityListQuery, response: activityListResponse },
  [r.partners]: { response: activityPartnersResponse },
  [r.exportCsv]: { query: activityExportQuery },
  [r.approvals]: { query: activityApprovalsQuery, response: activityListResponse },
  /** 201 for a new record; a repeated clientRequestId answers the stored record with 200 (same schema). */
  [r.create]: { body: createActivityRequest, status: 201, replays: true, response: activityRecord },
  [r.detail]: { params: activityParams, response: activityDetailResponse },
  [r.update]: { params: activityParams, body: updateActivityRequest, response: activityRecord },
  [r.remove]: { params: activityParams, response: decisionResponse },
  [r.setStatus]: { params: activityParams, body: referralStatusRequest, response: activityRecord },
  [r.oneToOne]: { params: activityParams, body: oneToOneActionRequest, response: activityRecord },
  [r.publish]: { params: activityParams, body: publishRequest, response: activityRecord },
  [r.answerAmount]: { params: activityParams, body: amountAnswerRequest, response: activityRecord },
  [r.approve]: { params: activityParams, body: approveActivityRequest, response: activityRecord },
  [r.reject]: { params: activityParams, body: rejectActivityRequest, response: activityRecord },
} as const satisfies ContractFor<typeof activityRoutes>;
