import { profileRoutes } from '@chapter/shared/api/profile.routes';
import type { ProfileUpdate } from '@chapter/shared/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterProfileChange } from '../../../lib/members-query.ts';

function updateProfile({ userId, changes }: { userId?: number; changes: ProfileUpdate }) {
  return api(profileRoutes.update, { query: { userId }, body: changes });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: refreshAfterProfileChange });
}
