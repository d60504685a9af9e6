import type { AdminPasswordResetResult } from '@chapter/shared/admin-users.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function resetPassword({ userId, mode }: { userId: number; mode: 'link' | 'temporary' }) {
  return apiRequest<AdminPasswordResetResult>(`/api/admin/users/${userId}/password-reset`, {
    method: 'POST',
    body: { mode },
  });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetPassword });
}
