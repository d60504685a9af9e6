import type { RosterPage } from '@chapter/shared/members.schemas';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function fetchPage(
  status: string,
  q: string,
  role: string,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<RosterPage> {
  const params = new URLSearchParams({ status, limit: '50' });
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<RosterPage>(`/api/members?${params}`, { signal });
}

/** Members by status for the admin users screen (the same endpoint as the roster). */
export function useMembersByStatus(status: string, q: string, role = '') {
  return useInfiniteQuery({
    queryKey: ['members', 'admin-list', status, q, role],
    queryFn: ({ pageParam, signal }) => fetchPage(status, q, role, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
