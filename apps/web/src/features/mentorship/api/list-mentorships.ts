import { mentorshipRoutes } from '@chapter/shared/api/mentorship.routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { mentorshipKeys } from './keys.ts';

export type MentorshipScope = 'mine' | 'group';

function fetchMentorships(scope: MentorshipScope, cursor: string | undefined, signal: AbortSignal) {
  return api(mentorshipRoutes.list, { query: { scope, limit: 20, cursor }, signal });
}

/** My mentorships (either side), or the group's for leaders; newest change first. */
export function useMentorships(scope: MentorshipScope, enabled = true) {
  return useInfiniteQuery({
    queryKey: mentorshipKeys.list(scope),
    queryFn: ({ pageParam, signal }) => fetchMentorships(scope, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
