import { searchRoutes } from '@chapter/shared/api/search.routes';
import type { SearchType } from '@chapter/shared/search.labels';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Every key of the search starts with 'search'. */
const searchKeys = {
  all: ['search'] as const,
  everything: (q: string) => ['search', 'all', q] as const,
  kind: (q: string, type: SearchType) => ['search', type, q] as const,
};

/** Results found in a moment are still right a moment later; typing back to an earlier query shows it at once. */
const FRESH_MS = 30_000;

/** GET /api/search?q=: the first results of every kind, the best kind first (docs/search.md). */
export function useSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.everything(q),
    queryFn: ({ signal }) => api(searchRoutes.search, { query: { q }, signal }),
    enabled: enabled && q !== '',
    staleTime: FRESH_MS,
    // While the next query loads, the results of the last one stay (dimmed) instead of flashing away.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/search?q=&type=: one kind of result, a page at a time. */
export function useSearchKind(q: string, type: SearchType | undefined) {
  return useInfiniteQuery({
    queryKey: searchKeys.kind(q, type ?? 'members'),
    queryFn: ({ pageParam, signal }) => api(searchRoutes.search, { query: { q, type, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.groups[0]?.nextCursor ?? undefined,
    enabled: q !== '' && type !== undefined,
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
