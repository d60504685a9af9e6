import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scorecardKeys } from './keys.ts';

/** The chapter's at-risk list (docs/chapter-rules.md "At-risk list"); refreshed with the scorecard. */
export function useAtRisk() {
  return useQuery({
    queryKey: scorecardKeys.atRisk,
    queryFn: ({ signal }) => api(scorecardRoutes.atRisk, { query: {}, signal }),
  });
}
