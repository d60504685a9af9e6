import { auditRoutes } from '@chapter/shared/api/audit.routes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type AuditFilters, adminToolsKeys } from './keys.ts';

/** The audit log with filters, newest first, keyset pages. */
export function useAuditLog(f: AuditFilters) {
  return useInfiniteQuery({
    queryKey: adminToolsKeys.audit(f),
    // Empty filters are left out of the query string.
    queryFn: ({ pageParam, signal }) =>
      api(auditRoutes.list, { query: { ...f, limit: 30, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
