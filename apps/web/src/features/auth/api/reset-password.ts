import { authRoutes } from '@chapter/shared/api/auth.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

function resetPassword(input: { token: string; password: string }) {
  return api(authRoutes.completeReset, {
    params: { token: input.token },
    body: { password: input.password },
    auth: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
