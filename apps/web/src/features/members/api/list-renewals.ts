import type { RenewalsPage, RenewalWindow } from '@chapter/shared/lifecycle.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function fetchRenewals(window: RenewalWindow, cursor: string | undefined, signal: AbortSignal): Promise<RenewalsPage> {
  return apiRequest<RenewalsPage>(`/api/renewals?window=${window}&limit=30${cursor ? `&cursor=${cursor}` : ''}`, {
    signal,
  });
}

/** Memberships due in a window (overdue, 30, 60, 90 days), most urgent first. */
export function useRenewals(window: RenewalWindow) {
  return useInfiniteQuery({
    queryKey: ['members', 'renewals', window],
    queryFn: ({ pageParam, signal }) => fetchRenewals(window, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
