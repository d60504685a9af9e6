import { membersRoutes } from '@chapter/shared/api/members.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

function resetPassword({ userId, mode }: { userId: number; mode: 'link' | 'temporary' }) {
  return api(membersRoutes.resetPassword, { params: { userId }, body: { mode } });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetPassword });
}
