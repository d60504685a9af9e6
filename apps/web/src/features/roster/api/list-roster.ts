import type { RosterPage } from '@chapter/shared/members.schemas';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface RosterFilters {
  q: string;
  role: string;
  status: string;
  classification: string;
}

function fetchRosterPage(filters: RosterFilters, cursor: string | undefined, signal: AbortSignal): Promise<RosterPage> {
  const params = new URLSearchParams({ limit: '40' });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<RosterPage>(`/api/members?${params}`, { signal });
}

/** The roster in cursor pages; every change to members invalidates the ['members'] prefix. */
export function useRoster(filters: RosterFilters) {
  return useInfiniteQuery({
    queryKey: ['members', 'roster', filters],
    queryFn: ({ pageParam, signal }) => fetchRosterPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the previous results stay (dimmed) instead of flashing to a skeleton.
    placeholderData: keepPreviousData,
  });
}
