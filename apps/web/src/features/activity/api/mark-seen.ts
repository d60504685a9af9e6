import { activityRoutes } from '@chapter/shared/api/activity.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { activityKeys } from './activity-keys.ts';

/** Opening a tab marks its records seen; the answer is the fresh badge counts. */
export function useMarkSeen() {
  return useMutation({
    mutationFn: (body: { box: 'given' | 'received' }) => api(activityRoutes.markSeen, { body }),
    onSuccess: (counts) => queryClient.setQueryData(activityKeys.unreadCounts, counts),
  });
}
