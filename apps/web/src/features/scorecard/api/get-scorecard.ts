import type { Scorecard } from '@chapter/shared/scorecard.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** My numbers (last 7 days, six months) and traffic light; every ['scorecard'] query refetches on activity pushes. */
export const myScorecardQuery = () =>
  queryOptions({
    queryKey: ['scorecard', 'me'],
    queryFn: ({ signal }) => apiRequest<Scorecard>('/api/scorecard/me', { signal }),
  });

export function useMyScorecard() {
  return useQuery(myScorecardQuery());
}
