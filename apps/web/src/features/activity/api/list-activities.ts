import type { ActivityStatus, ActivityType, ApprovalStatus } from '@chapter/shared/activity.labels';
import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { activityKeys } from './activity-keys.ts';

export interface ActivityFilters {
  box: 'given' | 'received' | 'group';
  type?: ActivityType;
  status?: ActivityStatus;
  approvalStatus?: ApprovalStatus;
  q?: string;
}

/** One tab's records, newest first, page by page (infinite scroll). */
export function useActivities(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: activityKeys.list({ ...filters }),
    queryFn: ({ pageParam, signal }) => api(activityRoutes.list, { query: { ...filters, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
