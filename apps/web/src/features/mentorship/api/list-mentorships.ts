import type { MentorshipsPage } from '@chapter/shared/mentorship.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type MentorshipScope = 'mine' | 'group';

function fetchMentorships(scope: MentorshipScope, cursor: string | undefined, signal: AbortSignal) {
  const params = new URLSearchParams({ scope, limit: '20' });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<MentorshipsPage>(`/api/mentorship/mentorships?${params}`, { signal });
}

/** My mentorships (either side), or the group's for leaders; newest change first. */
export function useMentorships(scope: MentorshipScope, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['mentorship', 'list', scope],
    queryFn: ({ pageParam, signal }) => fetchMentorships(scope, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
