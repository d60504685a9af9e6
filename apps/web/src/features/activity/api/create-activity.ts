import type { CreateActivityRequest } from '@chapter/shared/activity.schemas';
import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { activityKeys } from './activity-keys.ts';

/** The body carries a client request id, so a double-clicked submit stores one record. */
export function useCreateActivity() {
  return useMutation({
    mutationFn: (body: CreateActivityRequest) => api(activityRoutes.create, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
