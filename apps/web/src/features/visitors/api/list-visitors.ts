import { visitorsRoutes } from '@chapter/shared/api/visitors.routes';
import type { VisitorStatus } from '@chapter/shared/visitors.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

type Scope = 'mine' | 'group';

/** The visitors feature's query keys: an invitation or an edit refreshes every list under `all`. */
export const visitorKeys = {
  all: ['visitors'] as const,
  list: (scope: Scope, status: VisitorStatus | '') => ['visitors', scope, status] as const,
  /** Under the meetings prefix, so scheduling or cancelling a meeting refreshes the invitation's choices. */
  upcomingMeetings: ['meetings', 'upcoming-for-visitors'] as const,
};

export function useVisitors(scope: Scope, status: VisitorStatus | '', enabled = true) {
  return useInfiniteQuery({
    queryKey: visitorKeys.list(scope, status),
    queryFn: ({ pageParam, signal }) =>
      api(visitorsRoutes.list, {
        query: { scope, limit: 30, status: status || undefined, cursor: pageParam || undefined },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
