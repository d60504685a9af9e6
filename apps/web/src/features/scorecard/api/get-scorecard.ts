import type { Scorecard } from '@chapter/shared/scorecard.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** My numbers (last 7 days, six months) and traffic light; every ['scorecard'] query refetches on activity pushes. */
export function useMyScorecard() {
  return useQuery({
    queryKey: ['scorecard', 'me'],
    queryFn: ({ signal }) => apiRequest<Scorecard>('/api/scorecard/me', { signal }),
  });
}
