import { supportRoutes } from '@chapter/shared/api/support.routes';
import type { SupportContact } from '@chapter/shared/support.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The server knows a signed-in sender from the session. */
export function useContactSupport() {
  return useMutation({
    mutationFn: (body: SupportContact) => api(supportRoutes.contact, { body }),
  });
}
