import type { ActivityDetail } from '@chapter/shared/activity.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { activityKeys } from './activity-keys.ts';

/** One record with its status history; opening it marks it seen on the server. */
export function useActivity(id: number | null) {
  return useQuery({
    queryKey: activityKeys.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest<ActivityDetail>(`/api/activities/${id}`, { signal }),
    enabled: id !== null,
  });
}
