import type { RecentActivity } from '@chapter/shared/scorecard.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useRecentActivity() {
  return useQuery({
    queryKey: ['scorecard', 'recent'],
    queryFn: ({ signal }) => apiRequest<RecentActivity>('/api/scorecard/recent', { signal }),
  });
}
