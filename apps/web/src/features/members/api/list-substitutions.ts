import { meetingsRoutes } from '@chapter/shared/api/meetings.routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberQueueKeys } from './refresh.ts';

/** The approvals queue's Substitutes tab: pending substitutions, oldest first. */
export function usePendingSubstitutions(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: memberQueueKeys.substitutions,
    queryFn: ({ pageParam, signal }) =>
      api(meetingsRoutes.pendingSubstitutions, { query: { cursor: pageParam || undefined }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
