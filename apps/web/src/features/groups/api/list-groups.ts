import type { GroupListPage } from '@chapter/shared/groups.schemas';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function fetchGroups(q: string, status: string, cursor: string | undefined, signal: AbortSignal) {
  const params = new URLSearchParams({ limit: '50' });
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<GroupListPage>(`/api/groups?${params}`, { signal });
}

/** Groups the caller may see (all for platform managers, their own for a group's manager). */
export function useGroups(q = '', status = '', enabled = true) {
  return useInfiniteQuery({
    queryKey: ['groups', 'list', q, status],
    queryFn: ({ pageParam, signal }) => fetchGroups(q, status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}
