import type { MentorCard } from '@chapter/shared/mentorship.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** One mentor's card (the apply screen); disabled until a mentor is chosen. */
export function useMentor(userId: number | null) {
  return useQuery({
    queryKey: ['mentorship', 'mentor', userId],
    queryFn: ({ signal }) => apiRequest<MentorCard>(`/api/mentorship/mentors/${userId}`, { signal }),
    enabled: userId !== null,
    retry: false,
  });
}
