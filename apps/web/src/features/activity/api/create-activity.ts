import type { ActivityRecord, CreateActivityRequest } from '@chapter/shared/activity.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { activityKeys } from './activity-keys.ts';

/** The body carries a client request id, so a double-clicked submit stores one record. */
export function useCreateActivity() {
  return useMutation({
    mutationFn: (body: CreateActivityRequest) =>
      apiRequest<ActivityRecord>('/api/activities', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
