import type { UpdateActivityRequest } from '@chapter/shared/activity.schemas';
import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { activityKeys } from './activity-keys.ts';

/** The giver edits a record until it is approved. */
export function useUpdateActivity() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateActivityRequest }) =>
      api(activityRoutes.update, { params: { id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}
