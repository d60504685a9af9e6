import { approvalsRoutes } from '@chapter/shared/api/approvals.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMembers } from './refresh.ts';

function approveMember({ userId, classification }: { userId: number; classification: string | null }) {
  return api(approvalsRoutes.approve, { params: { userId }, body: { classification } });
}

export function useApproveMember() {
  return useMutation({ mutationFn: approveMember, onSuccess: refreshMembers });
}
