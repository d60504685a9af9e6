import type { ChangePasswordRequest, MessageResponse } from '@chapter/shared/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/account/password', { method: 'POST', body });
}

/** Changes the password, then reloads the session so mustChangePassword clears before leaving the screen. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.refetchQueries({ queryKey: ['session'] }),
  });
}
