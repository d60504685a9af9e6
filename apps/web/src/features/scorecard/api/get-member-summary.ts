import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scorecardKeys } from './keys.ts';

/** What a profile shows about a member's activity: six-month numbers, published testimonials, the light when allowed. */
export function useMemberSummary(userId: number | undefined) {
  return useQuery({
    queryKey: scorecardKeys.member(userId),
    queryFn: ({ signal }) => api(scorecardRoutes.member, { params: { userId: userId ?? 0 }, signal }),
    enabled: userId !== undefined,
  });
}
