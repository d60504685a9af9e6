import { mentorshipRoutes } from '@chapter/shared/api/mentorship.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { mentorshipKeys } from './keys.ts';

/** The caller's mentor profile, or null when they have not opted in. */
export function useMyMentorProfile() {
  return useQuery({
    queryKey: mentorshipKeys.myProfile,
    queryFn: ({ signal }) => api(mentorshipRoutes.myProfile, { signal }),
  });
}
