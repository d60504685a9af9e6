import type { Profile } from '@chapter/shared/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

interface ChangeEmail {
  email: string;
  /** Changing one's own e-mail needs the current password. */
  password: string;
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmail) => apiRequest<Profile>('/api/profile/email', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
}
