import { groupsRoutes } from '@chapter/shared/api/groups.routes';
import { permissionsRoutes } from '@chapter/shared/api/permissions.routes';
import type { OverrideItem } from '@chapter/shared/groups.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionKeys } from '../../../lib/session-keys.ts';
import { groupKeys } from './keys.ts';

/** The platform matrix (groupId null) or one group's. */
function loadRoles(groupId: number | null, signal: AbortSignal) {
  return groupId === null
    ? api(permissionsRoutes.matrix, { signal })
    : api(groupsRoutes.roles, { params: { groupId }, signal });
}

function saveRoles(groupId: number | null, overrides: OverrideItem[]) {
  return groupId === null
    ? api(permissionsRoutes.save, { body: { overrides } })
    : api(groupsRoutes.saveRoles, { params: { groupId }, body: { overrides } });
}

export function useRolePermissions(groupId: number | null) {
  return useQuery({
    queryKey: groupKeys.roles(groupId),
    queryFn: ({ signal }) => loadRoles(groupId, signal),
  });
}

export function useSaveRolePermissions(groupId: number | null) {
  return useMutation({
    mutationFn: (overrides: OverrideItem[]) => saveRoles(groupId, overrides),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      // The signed-in user's own permissions may have changed.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
