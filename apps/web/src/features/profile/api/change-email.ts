import type { Profile } from '@chapter/shared/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterProfileChange } from './invalidate.ts';

interface ChangeEmail {
  email: string;
  /** Needed for one's own address; a manager changes a member's without it. */
  password?: string;
  userId?: number;
}

function changeEmail({ userId, ...body }: ChangeEmail): Promise<Profile> {
  return apiRequest<Profile>(`/api/profile/email${userId ? `?userId=${userId}` : ''}`, { method: 'PUT', body });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, onSuccess: refreshAfterProfileChange });
}
