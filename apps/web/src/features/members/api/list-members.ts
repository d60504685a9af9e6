import type { MembershipStatus } from '@chapter/shared/members.schemas';
import type { RoleName } from '@chapter/shared/roles';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchRoster, memberKeys } from '../../../lib/members-query.ts';

/** Members by status for the admin users screen (the same endpoint as the roster). */
export function useMembersByStatus(status: MembershipStatus, q: string, role: RoleName | '' = '') {
  const query = { status, q: q || undefined, role: role || undefined, limit: 50 };
  return useInfiniteQuery({
    queryKey: memberKeys.roster(query),
    queryFn: ({ pageParam, signal }) => fetchRoster({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
