import type { OutboxQuery } from '@chapter/shared/admin-tools.schemas';
import { adminRoutes } from '@chapter/shared/api/admin.routes';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { adminToolsKeys } from './keys.ts';

/** The outbox, newest first, filtered by channel and status. */
export function useOutbox(kind: string, status: string) {
  return useInfiniteQuery({
    queryKey: adminToolsKeys.outboxPage(kind, status),
    // The screen's selects offer only the contract's values; empty filters are left out of the query string.
    queryFn: ({ pageParam, signal }) =>
      api(adminRoutes.outbox, {
        query: { limit: 20, kind, status, cursor: pageParam } as OutboxQuery,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One message whole (its HTML version and attachments), read when the admin opens it. */
export function useOutboxMessage(id: number, enabled: boolean) {
  return useQuery({
    queryKey: adminToolsKeys.outboxMessage(id),
    queryFn: ({ signal }) => api(adminRoutes.outboxMessage, { params: { id }, signal }),
    enabled,
  });
}

/** Sends a test e-mail (to the caller when no address is given). */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (to: string) => api(adminRoutes.testEmail, { body: to ? { to } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminToolsKeys.outbox }),
  });
}
