import type { ActivityListQuery } from '@chapter/shared/activity.schemas';
import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { activityKeys } from './activity-keys.ts';

export interface ActivityFilters {
  box: 'given' | 'received' | 'group';
  type?: string;
  status?: string;
  approvalStatus?: string;
  q?: string;
}

/** The screens keep their select values as strings; the values they offer are the contract's. */
function activityQuery(f: ActivityFilters, cursor?: string): ActivityListQuery {
  return { ...f, cursor } as ActivityListQuery;
}

/** One tab's records, newest first, page by page (infinite scroll). */
export function useActivities(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: activityKeys.list({ ...filters }),
    queryFn: ({ pageParam, signal }) => api(activityRoutes.list, { query: activityQuery(filters, pageParam), signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
