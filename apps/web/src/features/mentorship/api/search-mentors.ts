import type { MentorSearchPage } from '@chapter/shared/mentorship.schemas';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface MentorFilters {
  q: string;
  classification: string;
  expertise: string;
}

function fetchMentors(filters: MentorFilters, cursor: string | undefined, signal: AbortSignal) {
  const params = new URLSearchParams({ limit: '30' });
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  if (cursor) params.set('cursor', cursor);
  return apiRequest<MentorSearchPage>(`/api/mentorship/mentors?${params}`, { signal });
}

/** The group's mentors in cursor pages, by name, classification or expertise. */
export function useMentorSearch(filters: MentorFilters) {
  return useInfiniteQuery({
    queryKey: ['mentorship', 'mentors', filters],
    queryFn: ({ pageParam, signal }) => fetchMentors(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
