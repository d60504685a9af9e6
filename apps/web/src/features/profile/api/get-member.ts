import type { MemberDetail } from '@chapter/shared/members.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function fetchMember(userId: number, signal: AbortSignal): Promise<MemberDetail> {
  return apiRequest<MemberDetail>(`/api/members/${userId}`, { signal });
}

/** A member as their profile page shows them. */
export function useMember(userId: number | null) {
  return useQuery({
    queryKey: ['members', 'detail', userId],
    queryFn: ({ signal }) => fetchMember(userId as number, signal),
    enabled: userId !== null,
  });
}
