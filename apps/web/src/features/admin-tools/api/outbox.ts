import type { OutboxPage } from '@chapter/shared/admin-tools.schemas';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** GET /api/admin/outbox, newest first, filtered by channel and status. */
export function useOutbox(kind: string, status: string) {
  return useInfiniteQuery({
    queryKey: ['admin-tools', 'outbox', kind, status],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (kind) params.set('kind', kind);
      if (status) params.set('status', status);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<OutboxPage>(`/api/admin/outbox?${params}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** POST /api/admin/test-email */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (to: string) =>
      apiRequest<{ message: string }>('/api/admin/test-email', { method: 'POST', body: to ? { to } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-tools', 'outbox'] }),
  });
}
