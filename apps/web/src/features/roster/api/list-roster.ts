import type { MembershipStatus } from '@chapter/shared/members.schemas';
import type { RoleName } from '@chapter/shared/roles';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchRoster, memberKeys } from '../../../lib/members-query.ts';

export interface RosterFilters {
  q: string;
  role: RoleName | '';
  status: MembershipStatus | '';
  classification: string;
}

/** The roster in cursor pages; every change to members invalidates the ['members'] prefix. */
export function useRoster(filters: RosterFilters) {
  const query = {
    limit: 40,
    q: filters.q || undefined,
    role: filters.role || undefined,
    status: filters.status || undefined,
    classification: filters.classification || undefined,
  };
  return useInfiniteQuery({
    queryKey: memberKeys.roster(query),
    queryFn: ({ pageParam, signal }) => fetchRoster({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the previous results stay (dimmed) instead of flashing to a skeleton.
    placeholderData: keepPreviousData,
  });
}
