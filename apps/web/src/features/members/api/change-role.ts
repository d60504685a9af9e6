import { membersRoutes } from '@chapter/shared/api/members.routes';
import type { RoleName } from '@chapter/shared/roles';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMembers } from './refresh.ts';

function changeRole({ userId, role }: { userId: number; role: RoleName }) {
  return api(membersRoutes.changeRole, { params: { userId }, body: { role } });
}

export function useChangeRole() {
  return useMutation({ mutationFn: changeRole, onSuccess: refreshMembers });
}
