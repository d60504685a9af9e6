import { meetingsRoutes } from '@chapter/shared/api/meetings.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { visitorKeys } from './list-visitors.ts';

/** The next eight weeks' scheduled meetings a visitor can be invited to. */
export function useUpcomingMeetings(enabled: boolean) {
  return useQuery({
    queryKey: visitorKeys.upcomingMeetings,
    queryFn: async ({ signal }) => {
      const now = Date.now();
      const from = new Date(now).toISOString();
      const to = new Date(now + 56 * 86_400_000).toISOString();
      const res = await api(meetingsRoutes.list, { query: { from, to }, signal });
      return res.items.filter((m) => m.status === 'scheduled');
    },
    enabled,
  });
}
