import { profileRoutes } from '@chapter/shared/api/profile.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterProfileChange } from './invalidate.ts';

interface ChangeEmail {
  email: string;
  /** Needed for one's own address; a manager changes a member's without it. */
  password?: string;
  userId?: number;
}

function changeEmail({ userId, ...body }: ChangeEmail) {
  return api(profileRoutes.changeEmail, { query: { userId }, body });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, onSuccess: refreshAfterProfileChange });
}
