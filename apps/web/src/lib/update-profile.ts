import { profileRoutes } from '@chapter/shared/api/profile.routes';
import type { ProfileUpdate } from '@chapter/shared/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from './api.ts';
import { refreshAfterProfileChange } from './members-query.ts';

function updateProfile({ userId, changes }: { userId?: number; changes: ProfileUpdate }) {
  return api(profileRoutes.update, { query: { userId }, body: changes });
}

/**
 * Saving profile fields, from the profile screen (one's own or, for a manager, a member's) and from Settings (the
 * preferred language): afterwards the member's page, the roster and the session everyone reads show the change.
 */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: refreshAfterProfileChange });
}
