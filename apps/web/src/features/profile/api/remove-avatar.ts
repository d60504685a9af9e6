import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterProfileChange } from './invalidate.ts';

function removeAvatar({ userId }: { userId?: number }): Promise<{ profileImageUrl: string | null }> {
  return apiRequest<{ profileImageUrl: string | null }>(`/api/profile/avatar${userId ? `?userId=${userId}` : ''}`, {
    method: 'DELETE',
  });
}

export function useRemoveAvatar() {
  return useMutation({ mutationFn: removeAvatar, onSuccess: refreshAfterProfileChange });
}
