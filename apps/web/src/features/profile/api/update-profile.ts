import type { Profile, ProfileUpdate } from '@chapter/shared/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterProfileChange } from './invalidate.ts';

function updateProfile({ userId, changes }: { userId?: number; changes: ProfileUpdate }): Promise<Profile> {
  return apiRequest<Profile>(`/api/profile${userId ? `?userId=${userId}` : ''}`, { method: 'PUT', body: changes });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: refreshAfterProfileChange });
}
