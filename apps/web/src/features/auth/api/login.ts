import type { LoginRequest, LoginResponse } from '@chapter/shared/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/auth.ts';
import { queryClient } from '../../../lib/query-client.ts';

function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/login', { method: 'POST', body, auth: false });
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
