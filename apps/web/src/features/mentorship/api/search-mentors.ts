import { mentorshipRoutes } from '@chapter/shared/api/mentorship.routes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type MentorFilters, mentorshipKeys } from './keys.ts';

function fetchMentors(filters: MentorFilters, cursor: string | undefined, signal: AbortSignal) {
  // Blank filters are left out of the address.
  const query = {
    limit: 30,
    q: filters.q.trim(),
    classification: filters.classification.trim(),
    expertise: filters.expertise.trim(),
    cursor,
  };
  return api(mentorshipRoutes.search, { query, signal });
}

/** The group's mentors in cursor pages, by name, classification or expertise. */
export function useMentorSearch(filters: MentorFilters) {
  return useInfiniteQuery({
    queryKey: mentorshipKeys.mentors(filters),
    queryFn: ({ pageParam, signal }) => fetchMentors(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
