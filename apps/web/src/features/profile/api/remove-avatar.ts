import { profileRoutes } from '@chapter/shared/api/profile.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterProfileChange } from '../../../lib/members-query.ts';

function removeAvatar({ userId }: { userId?: number }) {
  return api(profileRoutes.removeAvatar, { query: { userId } });
}

export function useRemoveAvatar() {
  return useMutation({ mutationFn: removeAvatar, onSuccess: refreshAfterProfileChange });
}
