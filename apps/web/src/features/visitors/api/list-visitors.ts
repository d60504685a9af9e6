import type { VisitorStatus, VisitorsPage } from '@chapter/shared/visitors.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useVisitors(scope: 'mine' | 'group', status: VisitorStatus | '', enabled = true) {
  return useInfiniteQuery({
    queryKey: ['visitors', scope, status],
    queryFn: ({ pageParam, signal }) => {
      const q = new URLSearchParams({ scope, limit: '30' });
      if (status) q.set('status', status);
      if (pageParam) q.set('cursor', pageParam);
      return apiRequest<VisitorsPage>(`/api/visitors?${q}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
