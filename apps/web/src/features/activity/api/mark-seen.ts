import type { ActivityUnreadCounts } from '@chapter/shared/activity.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Opening a tab marks its records seen; the answer is the fresh badge counts. */
export function useMarkSeen() {
  return useMutation({
    mutationFn: (body: { box: 'given' | 'received' }) =>
      apiRequest<ActivityUnreadCounts>('/api/activities/seen', { method: 'POST', body }),
    onSuccess: (counts) => queryClient.setQueryData(['activities', 'unread-counts'], counts),
  });
}
