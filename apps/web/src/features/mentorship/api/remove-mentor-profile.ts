import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMentorship } from './refresh.ts';

const removeProfile = () => apiRequest<{ message: string }>('/api/mentorship/profile', { method: 'DELETE' });

/** Stops mentoring (refused while applications wait for an answer). */
export function useRemoveMentorProfile() {
  return useMutation({ mutationFn: removeProfile, onSuccess: refreshMentorship });
}
