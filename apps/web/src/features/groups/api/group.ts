import type { GroupDetail, GroupFields, GroupUpdate } from '@chapter/shared/groups.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

const refresh = () => queryClient.invalidateQueries({ queryKey: ['groups'] });

/** GET /api/groups/:groupId */
export function useGroup(groupId: number) {
  return useQuery({
    queryKey: ['groups', 'detail', groupId],
    queryFn: ({ signal }) => apiRequest<GroupDetail>(`/api/groups/${groupId}`, { signal }),
  });
}

/** POST /api/groups (manage_groups) */
export function useCreateGroup() {
  return useMutation({
    mutationFn: (body: GroupFields) => apiRequest<GroupDetail>('/api/groups', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** PUT /api/groups/:groupId */
export function useUpdateGroup(groupId: number) {
  return useMutation({
    mutationFn: (body: GroupUpdate) => apiRequest<GroupDetail>(`/api/groups/${groupId}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** POST /api/groups/:groupId/code */
export function useRotateCode(groupId: number) {
  return useMutation({
    mutationFn: () => apiRequest<GroupDetail>(`/api/groups/${groupId}/code`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
