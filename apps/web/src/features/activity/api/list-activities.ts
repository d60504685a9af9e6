import type { ActivityPage } from '@chapter/shared/activity.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { activityKeys } from './activity-keys.ts';

export interface ActivityFilters {
  box: 'given' | 'received' | 'group';
  type?: string;
  status?: string;
  approvalStatus?: string;
  q?: string;
}

function activityQueryString(f: ActivityFilters, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...f, cursor })) if (v) params.set(k, v);
  return params.toString();
}

/** One tab's records, newest first, page by page (infinite scroll). */
export function useActivities(filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: activityKeys.list({ ...filters }),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ActivityPage>(`/api/activities?${activityQueryString(filters, pageParam)}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
