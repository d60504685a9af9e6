import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import type { FunnelMonths } from '@chapter/shared/scorecard.labels';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scorecardKeys } from './keys.ts';

/** What the referrals of the last `months` turned into: mine, the chapter's, every member's for leaders. */
export function useFunnel(months: FunnelMonths) {
  return useQuery({
    queryKey: scorecardKeys.funnel(months),
    queryFn: ({ signal }) => api(scorecardRoutes.funnel, { query: { months }, signal }),
  });
}
