import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMembers } from './refresh.ts';

function rejectMember({ userId, reason }: { userId: number; reason: string }) {
  return apiRequest<{ message: string }>(`/api/approvals/members/${userId}/reject`, {
    method: 'POST',
    body: { reason },
  });
}

export function useRejectMember() {
  return useMutation({ mutationFn: rejectMember, onSuccess: refreshMembers });
}
