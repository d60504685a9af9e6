import { groupsRoutes } from '@chapter/shared/api/groups.routes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupKeys } from './keys.ts';

/** Groups the caller may see (all for platform managers, their own for a group's manager). */
export function useGroups(q = '') {
  return useInfiniteQuery({
    queryKey: groupKeys.list(q),
    // An empty search is left out of the query string.
    queryFn: ({ pageParam, signal }) => api(groupsRoutes.list, { query: { limit: 50, q, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
