import type { GroupLights } from '@chapter/shared/scorecard.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every member's traffic light (leaders). */
export function useGroupLights(enabled: boolean) {
  return useQuery({
    queryKey: ['scorecard', 'group'],
    queryFn: ({ signal }) => apiRequest<GroupLights>('/api/scorecard/group', { signal }),
    enabled,
  });
}
