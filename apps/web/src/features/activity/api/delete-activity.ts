import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from '../../../lib/members-query.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { activityKeys } from './activity-keys.ts';

/** Deletes a slip (docs/palms-weeks.md "Changing a slip"); every list and count reloads. */
export function useDeleteActivity() {
  return useMutation({
    mutationFn: (id: number) => api(activityRoutes.remove, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: memberKeys.approvalCounts });
    },
  });
}
