import { approvalsRoutes } from '@chapter/shared/api/approvals.routes';
import { APPROVAL_PERMISSIONS } from '@chapter/shared/lifecycle.labels';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { memberKeys } from './members-query.ts';

/**
 * Pending items per queue the caller decides on (a queue absent from the answer gets no tab): one query for the
 * approvals screen and home's "waiting on me", refreshed by any member or record decision.
 */
export function useApprovalCounts(enabled = true) {
  return useQuery({
    queryKey: memberKeys.approvalCounts,
    queryFn: ({ signal }) => api(approvalsRoutes.counts, { signal, permission: { anyOf: APPROVAL_PERMISSIONS } }),
    enabled,
  });
}
