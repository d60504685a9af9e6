import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scorecardKeys } from './keys.ts';

export const recentActivityQuery = () =>
  queryOptions({
    queryKey: scorecardKeys.recent,
    queryFn: ({ signal }) => api(scorecardRoutes.recent, { signal }),
  });

export function useRecentActivity() {
  return useQuery(recentActivityQuery());
}
