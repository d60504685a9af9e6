import type { SupportContact } from '@chapter/shared/support.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/support/contact: the server knows a signed-in sender from the session. */
export function useContactSupport() {
  return useMutation({
    mutationFn: (body: SupportContact) =>
      apiRequest<{ message: string }>('/api/support/contact', { method: 'POST', body }),
  });
}
