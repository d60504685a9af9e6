import type { PendingActions } from '@chapter/shared/scorecard.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** One-to-one requests and mentorship applications waiting on me. */
export const pendingActionsQuery = () =>
  queryOptions({
    queryKey: ['scorecard', 'pending'],
    queryFn: ({ signal }) => apiRequest<PendingActions>('/api/scorecard/pending', { signal }),
  });

export function usePendingActions() {
  return useQuery(pendingActionsQuery());
}
