import { visitorsRoutes } from '@chapter/shared/api/visitors.routes';
import type { InvitationAnswer } from '@chapter/shared/visitors.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setToken } from '../../../lib/auth.ts';
import { queryClient } from '../../../lib/query-client.ts';

/**
 * The visitor's confirmed answer to an e-mailed invitation (public: the token is the credential). Accepting as
 * someone new comes back with a session: it is stored like a password sign-in, so the guest is signed in here.
 */
export function useAnswerInvitation(token: string) {
  return useMutation({
    mutationFn: (action: InvitationAnswer['action']) =>
      api(visitorsRoutes.answer, { params: { token }, body: { action }, auth: false }),
    onSuccess: ({ signIn }) => {
      if (!signIn) return;
      queryClient.clear();
      setToken(signIn.token);
    },
  });
}
