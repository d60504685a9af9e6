import {
  applicationsResponse,
  approvalCountsQuery,
  approvalCountsResponse,
  approvalsQuery,
  approveMemberRequest,
  decisionResponse,
  rejectMemberRequest,
} from '../lifecycle.schemas.ts';
import { userParams } from '../members.schemas.ts';
import { type approvalsRoutes, approvalsRoutes as r } from './approvals.routes.ts';
import type { ContractFor } from './define.ts';

export const approvalsContract = {
  [r.counts]: { query: approvalCountsQuery, response: approvalCountsResponse },
  [r.applications]: { query: approvalsQuery, response: applicationsResponse },
  [r.approve]: { params: userParams, body: approveMemberRequest, response: decisionResponse },
  [r.reject]: { params: userParams, body: rejectMemberRequest, response: decisionResponse },
} as const satisfies ContractFor<typeof approvalsRoutes>;
