import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scorecardKeys } from './keys.ts';

/** One-to-one requests and mentorship applications waiting on me. */
export const pendingActionsQuery = () =>
  queryOptions({
    queryKey: scorecardKeys.pending,
    queryFn: ({ signal }) => api(scorecardRoutes.pending, { signal }),
  });

export function usePendingActions() {
  return useQuery(pendingActionsQuery());
}
