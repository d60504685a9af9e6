import type { AuditPage } from '@chapter/shared/admin-tools.schemas';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface AuditFilters {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

/** GET /api/audit with filters, newest first, keyset pages. */
export function useAuditLog(f: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin-tools', 'audit', f],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '30' });
      for (const [k, v] of Object.entries(f)) if (v) params.set(k, v);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<AuditPage>(`/api/audit?${params}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
