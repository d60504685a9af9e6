import type { ApprovalCounts } from '@chapter/shared/lifecycle.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const APPROVERS = ['approve_business', 'approve_referrals', 'approve_members', 'approve_substitutes'];

/** Items waiting in the approval queues the caller decides on (leaders); same key as the approvals screen. */
export function useApprovalCountsForHome(enabled: boolean) {
  return useQuery({
    queryKey: ['members', 'approval-counts'],
    queryFn: ({ signal }) =>
      apiRequest<ApprovalCounts>('/api/approvals/counts', { signal, permission: { anyOf: APPROVERS } }),
    enabled,
  });
}

export { APPROVERS };
