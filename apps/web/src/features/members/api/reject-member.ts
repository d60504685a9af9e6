import { approvalsRoutes } from '@chapter/shared/api/approvals.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMembers } from './refresh.ts';

function rejectMember({ userId, reason }: { userId: number; reason: string }) {
  return api(approvalsRoutes.reject, { params: { userId }, body: { reason } });
}

export function useRejectMember() {
  return useMutation({ mutationFn: rejectMember, onSuccess: refreshMembers });
}
