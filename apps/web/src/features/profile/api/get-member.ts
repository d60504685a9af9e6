import { membersRoutes } from '@chapter/shared/api/members.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { memberKeys } from '../../../lib/members-query.ts';

/** A member as their profile page shows them. */
export function useMember(userId: number | null) {
  return useQuery({
    queryKey: memberKeys.detail(userId ?? 0),
    queryFn: ({ signal }) => api(membersRoutes.detail, { params: { userId: userId as number }, signal }),
    enabled: userId !== null,
  });
}
