import { authRoutes } from '@chapter/shared/api/auth.routes';
import type { LoginRequest } from '@chapter/shared/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setToken } from '../../../lib/auth.ts';
import { queryClient } from '../../../lib/query-client.ts';

function login(body: LoginRequest) {
  return api(authRoutes.login, { body, auth: false });
}

/** Signs in and stores the token; a previous user's cached data is dropped first. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      queryClient.clear();
      setToken(token);
    },
  });
}
