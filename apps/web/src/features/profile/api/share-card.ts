import { attachmentsRoutes } from '@chapter/shared/api/attachments.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** A member's business card as a vCard upload of the caller's, ready to attach to a message. */
export function useShareCard() {
  return useMutation({
    mutationFn: (userId: number) => api(attachmentsRoutes.businessCard, { body: { userId } }),
  });
}
