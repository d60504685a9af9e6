import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMembers } from './refresh.ts';

function decide({ id, approve, reason }: { id: number; approve: boolean; reason?: string }) {
  return apiRequest<{ message: string }>(`/api/approvals/substitutes/${id}/${approve ? 'approve' : 'reject'}`, {
    method: 'POST',
    ...(!approve && { body: { reason } }),
    errorToast: true,
  });
}

export function useDecideSubstitution() {
  return useMutation({ mutationFn: decide, onSuccess: refreshMembers });
}
