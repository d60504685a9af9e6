import { groupsRoutes } from '@chapter/shared/api/groups.routes';
import type { GroupFields, GroupUpdate } from '@chapter/shared/groups.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { groupKeys } from './keys.ts';

const refresh = () => queryClient.invalidateQueries({ queryKey: groupKeys.all });

export function useGroup(groupId: number) {
  return useQuery({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ signal }) => api(groupsRoutes.detail, { params: { groupId }, signal }),
  });
}

/** Creating a group needs manage_groups. */
export function useCreateGroup() {
  return useMutation({
    mutationFn: (body: GroupFields) => api(groupsRoutes.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateGroup(groupId: number) {
  return useMutation({
    mutationFn: (body: GroupUpdate) => api(groupsRoutes.update, { params: { groupId }, body }),
    onSuccess: refresh,
  });
}

export function useRotateCode(groupId: number) {
  return useMutation({
    mutationFn: () => api(groupsRoutes.rotateCode, { params: { groupId } }),
    onSuccess: refresh,
  });
}
