import type { MessageResponse } from '@chapter/shared/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function resetPassword(input: { token: string; password: string }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/reset-password/${encodeURIComponent(input.token)}`, {
    method: 'POST',
    body: { password: input.password },
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
