import { approvalsRoutes } from '@chapter/shared/api/approvals.routes';
import type { ApproveMember } from '@chapter/shared/lifecycle.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMembers } from './refresh.ts';

function approveMember({ userId, ...body }: { userId: number } & ApproveMember) {
  return api(approvalsRoutes.approve, { params: { userId }, body });
}

export function useApproveMember() {
  return useMutation({ mutationFn: approveMember, onSuccess: refreshMembers });
}
