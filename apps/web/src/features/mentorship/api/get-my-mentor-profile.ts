import type { MyMentorProfile } from '@chapter/shared/mentorship.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The caller's mentor profile, or null when they have not opted in. */
export function useMyMentorProfile() {
  return useQuery({
    queryKey: ['mentorship', 'my-profile'],
    queryFn: ({ signal }) => apiRequest<MyMentorProfile>('/api/mentorship/profile', { signal }),
  });
}
