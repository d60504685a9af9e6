import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scorecardKeys } from './keys.ts';

/**
 * The chapter's at-risk list (docs/chapter-rules.md "At-risk list"): refreshed with the scorecard, when the screen
 * is shown again, and every minute while it stays open, since any member's record may move it.
 */
export function useAtRisk() {
  return useQuery({
    queryKey: scorecardKeys.atRisk,
    queryFn: ({ signal }) => api(scorecardRoutes.atRisk, { query: {}, signal }),
    refetchInterval: 60_000,
  });
}
