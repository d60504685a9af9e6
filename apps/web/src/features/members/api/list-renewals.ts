import { renewalsRoutes } from '@chapter/shared/api/renewals.routes';
import type { RenewalWindow } from '@chapter/shared/lifecycle.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberQueueKeys } from './refresh.ts';

/** Memberships due in a window (overdue, 30, 60, 90 days), most urgent first. */
export function useRenewals(window: RenewalWindow) {
  return useInfiniteQuery({
    queryKey: memberQueueKeys.renewals(window),
    queryFn: ({ pageParam, signal }) =>
      api(renewalsRoutes.list, { query: { window, limit: 30, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
