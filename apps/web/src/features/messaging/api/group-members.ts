import type { RosterPage } from '@chapter/shared/members.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Active members matching a search, to choose recipients from (the roster endpoint). */
export function useMemberSearch(q: string, groupId: number | undefined) {
  return useQuery({
    queryKey: ['messaging', 'member-search', q, groupId],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (q) params.set('q', q);
      if (groupId) params.set('groupId', String(groupId));
      return apiRequest<RosterPage>(`/api/members?${params}`, { signal });
    },
  });
}
