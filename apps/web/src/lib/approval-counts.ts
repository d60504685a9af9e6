import { approvalsRoutes } from '@chapter/shared/api/approvals.routes';
import type { Permission } from '@chapter/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { memberKeys } from './members-query.ts';

/** Holding any of these opens the approvals screen (one queue per permission). */
export const APPROVERS: Permission[] = [
  'approve_business',
  'approve_referrals',
  'approve_members',
  'approve_substitutes',
];

/**
 * Pending items per queue the caller decides on (a queue absent from the answer gets no tab): one query for the
 * approvals screen and home's "waiting on me", refreshed by any member or record decision.
 */
export function useApprovalCounts(enabled = true) {
  return useQuery({
    queryKey: memberKeys.approvalCounts,
    queryFn: ({ signal }) => api(approvalsRoutes.counts, { signal, permission: { anyOf: APPROVERS } }),
    enabled,
  });
}
