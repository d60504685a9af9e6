import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { activityKeys } from './activity-keys.ts';

/** The group's referrals or closed business waiting for a decision, oldest first. */
export function usePendingApprovals(type: 'referral' | 'closed_business') {
  return useInfiniteQuery({
    queryKey: activityKeys.approvals(type),
    queryFn: ({ pageParam, signal }) =>
      api(activityRoutes.approvals, { query: { type, limit: 30, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
