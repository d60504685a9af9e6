import { authRoutes } from '@chapter/shared/api/auth.routes';
import type { RegisterRequest } from '@chapter/shared/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

function registerAccount(body: RegisterRequest) {
  return api(authRoutes.register, { body, auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
