import { authRoutes } from '@chapter/shared/api/auth.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

function requestPasswordReset(email: string) {
  return api(authRoutes.requestReset, { body: { email }, auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
