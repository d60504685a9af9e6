import type { InvitationAnswer, InvitationAnswerResult } from '@chapter/shared/visitors.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The visitor's confirmed answer to an e-mailed invitation (public: the token is the credential). */
export function useAnswerInvitation(token: string) {
  return useMutation({
    mutationFn: (action: InvitationAnswer['action']) =>
      apiRequest<InvitationAnswerResult>(`/api/invitations/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { action },
        auth: false,
      }),
  });
}
