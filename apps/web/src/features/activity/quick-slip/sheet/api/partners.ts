import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../lib/api.ts';
import { activityKeys } from '../../../api/activity-keys.ts';

/**
 * The member step's recent and frequent partners (docs/quick-slip.md "Recent and frequent"). Kept for a while: a
 * new record moves the ranking a little, and the worker keeps the answer for opening the slip offline.
 */
export function usePartners() {
  return useQuery({
    queryKey: activityKeys.partners,
    queryFn: ({ signal }) => api(activityRoutes.partners, { signal }),
    staleTime: 5 * 60_000,
  });
}
