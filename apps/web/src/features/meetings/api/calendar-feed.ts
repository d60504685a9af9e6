import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { meetingKeys } from './keys.ts';

export function useCalendarFeed() {
  return useQuery({
    queryKey: meetingKeys.calendarFeed,
    queryFn: ({ signal }) => api(m.feed, { signal }),
  });
}

/** 'create' makes or replaces the secret URL (shown once); 'revoke' turns it off. */
export function useChangeCalendarFeed() {
  return useMutation({
    mutationFn: (change: 'create' | 'revoke') =>
      api(change === 'create' ? m.regenerateFeed : m.revokeFeed, { errorToast: true }),
    onSuccess: (status) => queryClient.setQueryData(meetingKeys.calendarFeed, status),
  });
}
