import { mentorshipRoutes } from '@chapter/shared/api/mentorship.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMentorship } from './refresh.ts';

const removeProfile = () => api(mentorshipRoutes.removeProfile);

/** Stops mentoring (refused while applications wait for an answer). */
export function useRemoveMentorProfile() {
  return useMutation({ mutationFn: removeProfile, onSuccess: refreshMentorship });
}
