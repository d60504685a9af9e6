import { visitorsRoutes } from '@chapter/shared/api/visitors.routes';
import type { InvitationAnswer } from '@chapter/shared/visitors.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The visitor's confirmed answer to an e-mailed invitation (public: the token is the credential). */
export function useAnswerInvitation(token: string) {
  return useMutation({
    mutationFn: (action: InvitationAnswer['action']) =>
      api(visitorsRoutes.answer, { params: { token }, body: { action }, auth: false }),
  });
}
