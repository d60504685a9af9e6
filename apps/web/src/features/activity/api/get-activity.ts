import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { activityKeys } from './activity-keys.ts';

/** One record with its status history; opening it marks it seen on the server. */
export function useActivity(id: number | null) {
  return useQuery({
    queryKey: activityKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api(activityRoutes.detail, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}
