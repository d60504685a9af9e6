import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterProfileChange } from './invalidate.ts';

interface AvatarResult {
  profileImageUrl: string | null;
}

function uploadAvatar({ file, userId }: { file: File; userId?: number }): Promise<AvatarResult> {
  return apiRequest<AvatarResult>(`/api/profile/avatar${userId ? `?userId=${userId}` : ''}`, {
    method: 'PUT',
    body: file,
  });
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar, onSuccess: refreshAfterProfileChange });
}
