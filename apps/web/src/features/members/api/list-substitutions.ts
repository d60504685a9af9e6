import type { SubstitutionsPage } from '@chapter/shared/meetings.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The approvals queue's Substitutes tab: pending substitutions, oldest first. */
export function usePendingSubstitutions(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['members', 'substitutions'],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SubstitutionsPage>(`/api/approvals/substitutes${pageParam ? `?cursor=${pageParam}` : ''}`, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
