import type { ActivityRecord, UpdateActivityRequest } from '@chapter/shared/activity.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { activityKeys } from './activity-keys.ts';

/** The giver edits a record until it is approved. */
export function useUpdateActivity() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateActivityRequest }) =>
      apiRequest<ActivityRecord>(`/api/activities/${id}`, { method: 'PATCH', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
