import { profileRoutes } from '@chapter/shared/api/profile.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionKeys } from '../../../lib/session.ts';

interface ChangeEmail {
  email: string;
  /** Changing one's own e-mail needs the current password. */
  password: string;
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmail) => api(profileRoutes.changeEmail, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
