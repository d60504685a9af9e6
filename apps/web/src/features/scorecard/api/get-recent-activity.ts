import type { RecentActivity } from '@chapter/shared/scorecard.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const recentActivityQuery = () =>
  queryOptions({
    queryKey: ['scorecard', 'recent'],
    queryFn: ({ signal }) => apiRequest<RecentActivity>('/api/scorecard/recent', { signal }),
  });

export function useRecentActivity() {
  return useQuery(recentActivityQuery());
}
