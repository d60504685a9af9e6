import { authRoutes } from '@chapter/shared/api/auth.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setToken } from '../../../lib/auth.ts';
import { queryClient } from '../../../lib/query-client.ts';

function redeem(token: string) {
  return api(authRoutes.redeemLoginLink, { params: { token }, auth: false });
}

/** Signs in with a one-time link and stores the session, like a password sign-in; returns the page to open. */
export function useRedeemLoginLink() {
  return useMutation({
    mutationFn: redeem,
    onSuccess: ({ token }) => {
      queryClient.clear();
      setToken(token);
    },
  });
}
