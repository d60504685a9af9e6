import type { ApprovalCounts } from '@chapter/shared/lifecycle.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const fetchCounts = (signal: AbortSignal) => apiRequest<ApprovalCounts>('/api/approvals/counts', { signal });

/** Pending items per queue the caller decides on; a queue absent from the answer gets no tab. */
export function useApprovalCounts() {
  return useQuery({ queryKey: ['members', 'approval-counts'], queryFn: ({ signal }) => fetchCounts(signal) });
}
