import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMembers } from './refresh.ts';

function approveMember({ userId, classification }: { userId: number; classification: string | null }) {
  return apiRequest<{ message: string }>(`/api/approvals/members/${userId}/approve`, {
    method: 'POST',
    body: { classification },
  });
}

export function useApproveMember() {
  return useMutation({ mutationFn: approveMember, onSuccess: refreshMembers });
}
