import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { activityKeys } from './activity-keys.ts';

/** The record's transitions: status, one-to-one, publish, approve, reject (POST /api/activities/:id/<path>). */
export type ActionPath = 'status' | 'one-to-one' | 'publish' | 'approve' | 'reject';

export function useActivityAction() {
  return useMutation({
    mutationFn: ({ id, path, body }: { id: number; path: ActionPath; body: object }) =>
      apiRequest<ActivityRecord>(`/api/activities/${id}/${path}`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['members', 'approval-counts'] });
    },
  });
}
