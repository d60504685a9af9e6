import type { Dashboard } from '@chapter/shared/admin-tools.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/dashboard: the group's KPIs (platform-wide for admins unless a group is chosen). */
export function useDashboard(groupId: number | undefined) {
  return useQuery({
    queryKey: ['admin-tools', 'dashboard', groupId],
    queryFn: ({ signal }) =>
      apiRequest<Dashboard>(`/api/admin/dashboard${groupId ? `?groupId=${groupId}` : ''}`, { signal }),
  });
}
