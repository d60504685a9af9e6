import { approvalsRoutes } from '@chapter/shared/api/approvals.routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberQueueKeys } from './refresh.ts';

/** Pending member applications, oldest first. */
export function useApplications(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: memberQueueKeys.applications,
    queryFn: ({ pageParam, signal }) =>
      api(approvalsRoutes.applications, { query: { limit: 30, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
