import type { ApplicationsPage } from '@chapter/shared/lifecycle.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function fetchApplications(cursor: string | undefined, signal: AbortSignal): Promise<ApplicationsPage> {
  return apiRequest<ApplicationsPage>(`/api/approvals/members?limit=30${cursor ? `&cursor=${cursor}` : ''}`, {
    signal,
  });
}

/** Pending member applications, oldest first. */
export function useApplications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['members', 'applications'],
    queryFn: ({ pageParam, signal }) => fetchApplications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
