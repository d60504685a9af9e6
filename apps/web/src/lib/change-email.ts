import { profileRoutes } from '@chapter/shared/api/profile.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from './api.ts';
import { refreshAfterProfileChange } from './members-query.ts';

interface ChangeEmail {
  email: string;
  /** Needed for one's own address; a manager changes a member's without it. */
  password?: string;
  userId?: number;
}

function changeEmail({ userId, ...body }: ChangeEmail) {
  return api(profileRoutes.changeEmail, { query: { userId }, body });
}

/**
 * Changing an e-mail address, from Settings (one's own) or a member's profile (a manager): afterwards the member's
 * page, the roster and the session everyone reads show the new address.
 */
export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, onSuccess: refreshAfterProfileChange });
}
