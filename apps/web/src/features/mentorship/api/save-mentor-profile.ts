import { mentorshipRoutes } from '@chapter/shared/api/mentorship.routes';
import type { MentorProfileInput } from '@chapter/shared/mentorship.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMentorship } from './refresh.ts';

const saveProfile = (body: MentorProfileInput) => api(mentorshipRoutes.saveProfile, { body });

/** Opts in as a mentor or changes the profile. */
export function useSaveMentorProfile() {
  return useMutation({ mutationFn: saveProfile, onSuccess: refreshMentorship });
}
