import type { MeetingsResponse } from '@chapter/shared/meetings.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The next eight weeks' scheduled meetings a visitor can be invited to. */
export function useUpcomingMeetings(enabled: boolean) {
  return useQuery({
    queryKey: ['meetings', 'upcoming-for-visitors'],
    queryFn: async ({ signal }) => {
      const now = Date.now();
      const from = new Date(now).toISOString();
      const to = new Date(now + 56 * 86_400_000).toISOString();
      const res = await apiRequest<MeetingsResponse>(`/api/meetings?from=${from}&to=${to}`, { signal });
      return res.items.filter((m) => m.status === 'scheduled');
    },
    enabled,
  });
}
