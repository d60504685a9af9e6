import { useQuery } from '@tanstack/react-query';
import { fetchRoster, memberKeys } from '../../../lib/members-query.ts';

/** Active members matching a search, to choose recipients from (the roster endpoint). */
export function useMemberSearch(q: string, groupId: number | undefined) {
  const query = { limit: 20, q: q || undefined, groupId };
  return useQuery({ queryKey: memberKeys.roster(query), queryFn: ({ signal }) => fetchRoster(query, signal) });
}
