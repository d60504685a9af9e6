import type { MemberSummary } from '@chapter/shared/scorecard.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** What a profile shows about a member's activity: six-month numbers, published testimonials, the light when allowed. */
export function useMemberSummary(userId: number | undefined) {
  return useQuery({
    queryKey: ['scorecard', 'member', userId],
    queryFn: ({ signal }) => apiRequest<MemberSummary>(`/api/scorecard/members/${userId}`, { signal }),
    enabled: userId !== undefined,
  });
}
