import { profileRoutes } from '@chapter/shared/api/profile.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshAfterProfileChange } from '../../../lib/members-query.ts';

/** The image goes as the body itself, typed by the file's own type. */
function uploadAvatar({ file, userId }: { file: File; userId?: number }) {
  return api(profileRoutes.uploadAvatar, { query: { userId }, body: file });
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar, onSuccess: refreshAfterProfileChange });
}
