import { auditRoutes } from '@chapter/shared/api/audit.routes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface AuditFilters {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

/** The audit log with filters, newest first, keyset pages. */
export function useAuditLog(f: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin-tools', 'audit', f],
    // Empty filters are left out of the query string.
    queryFn: ({ pageParam, signal }) =>
      api(auditRoutes.list, { query: { ...f, limit: 30, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
