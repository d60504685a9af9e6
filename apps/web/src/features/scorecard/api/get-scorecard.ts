import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scorecardKeys } from './keys.ts';

/** My numbers (last 7 days, six months) and traffic light; every ['scorecard'] query refetches on activity pushes. */
export const myScorecardQuery = () =>
  queryOptions({
    queryKey: scorecardKeys.me,
    queryFn: ({ signal }) => api(scorecardRoutes.me, { signal }),
  });

export function useMyScorecard() {
  return useQuery(myScorecardQuery());
}
