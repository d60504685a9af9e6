import type { MemberActionResult } from '@chapter/shared/members.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMembers } from './refresh.ts';

function changeRole({ userId, role }: { userId: number; role: string }) {
  return apiRequest<MemberActionResult>(`/api/members/${userId}/role`, { method: 'PUT', body: { role } });
}

export function useChangeRole() {
  return useMutation({ mutationFn: changeRole, onSuccess: refreshMembers });
}
