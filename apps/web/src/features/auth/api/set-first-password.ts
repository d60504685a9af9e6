import { authRoutes } from '@chapter/shared/api/auth.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionKeys } from '../../../lib/session-keys.ts';

function setFirstPassword(newPassword: string) {
  return api(authRoutes.setFirstPassword, { body: { newPassword } });
}

/** The first password of an account that signed in by a link; the session reloads so hasPassword turns true. */
export function useSetFirstPassword() {
  return useMutation({
    mutationFn: setFirstPassword,
    onSuccess: () => queryClient.refetchQueries({ queryKey: sessionKeys.all }),
  });
}
