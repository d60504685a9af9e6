import { mentorshipRoutes } from '@chapter/shared/api/mentorship.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { mentorshipKeys } from './keys.ts';

/** One mentor's card (the apply screen); disabled until a mentor is chosen. */
export function useMentor(userId: number | null) {
  return useQuery({
    queryKey: mentorshipKeys.mentor(userId),
    queryFn: ({ signal }) => api(mentorshipRoutes.mentor, { params: { userId: userId ?? 0 }, signal }),
    enabled: userId !== null,
    retry: false,
  });
}
