import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scorecardKeys } from './keys.ts';

/** My warnings before it is too late (docs/chapter-rules.md "Warnings"); refreshed with the scorecard. */
export function useWarnings() {
  return useQuery({
    queryKey: scorecardKeys.warnings,
    queryFn: ({ signal }) => api(scorecardRoutes.warnings, { signal }),
  });
}
