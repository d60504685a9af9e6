import { authRoutes } from '@chapter/shared/api/auth.routes';
import type { ChangePasswordRequest } from '@chapter/shared/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionKeys } from '../../../lib/session-keys.ts';

function changePassword(body: ChangePasswordRequest) {
  return api(authRoutes.changePassword, { body });
}

/** Changes the password, then reloads the session so mustChangePassword clears before leaving the screen. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.refetchQueries({ queryKey: sessionKeys.all }),
  });
}
