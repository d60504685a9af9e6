import type { OverrideItem, RolesView } from '@chapter/shared/groups.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** The platform matrix (/api/permissions) or one group's (/api/groups/:id/roles). */
const pathFor = (groupId: number | null) => (groupId === null ? '/api/permissions' : `/api/groups/${groupId}/roles`);

export function useRolePermissions(groupId: number | null) {
  return useQuery({
    queryKey: ['groups', 'roles', groupId],
    queryFn: ({ signal }) => apiRequest<RolesView>(pathFor(groupId), { signal }),
  });
}

export function useSaveRolePermissions(groupId: number | null) {
  return useMutation({
    mutationFn: (overrides: OverrideItem[]) =>
      apiRequest<RolesView>(pathFor(groupId), { method: 'PUT', body: { overrides } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['groups'] });
      // The signed-in user's own permissions may have changed.
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
