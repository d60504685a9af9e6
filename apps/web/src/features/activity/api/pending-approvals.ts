import type { ActivityPage } from '@chapter/shared/activity.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { activityKeys } from './activity-keys.ts';

/** The group's referrals or closed business waiting for a decision, oldest first. */
export function usePendingApprovals(type: 'referral' | 'closed_business') {
  return useInfiniteQuery({
    queryKey: activityKeys.approvals(type),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ActivityPage>(
        `/api/activities/approvals?type=${type}&limit=30${pageParam ? `&cursor=${pageParam}` : ''}`,
        {
          signal,
        },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
