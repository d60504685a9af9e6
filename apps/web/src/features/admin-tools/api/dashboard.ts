import { adminRoutes } from '@chapter/shared/api/admin.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminToolsKeys } from './keys.ts';

/** The group's KPIs (platform-wide for admins unless a group is chosen). */
export function useDashboard(groupId: number | undefined) {
  return useQuery({
    queryKey: adminToolsKeys.dashboard(groupId),
    queryFn: ({ signal }) => api(adminRoutes.dashboard, { query: { groupId }, signal }),
  });
}
