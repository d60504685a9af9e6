import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scorecardKeys } from './keys.ts';

/** Every member's traffic light (leaders). */
export function useGroupLights(enabled: boolean) {
  return useQuery({
    queryKey: scorecardKeys.group,
    queryFn: ({ signal }) => api(scorecardRoutes.group, { signal }),
    enabled,
  });
}
