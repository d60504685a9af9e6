import type { CalendarFeedStatus } from '@chapter/shared/meetings.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';

const key = ['meetings', 'calendar-feed'];

export function useCalendarFeed() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<CalendarFeedStatus>('/api/calendar/feed', { signal }),
  });
}

/** POST creates or replaces the secret URL (shown once); DELETE revokes it. */
export function useChangeCalendarFeed() {
  return useMutation({
    mutationFn: (method: 'POST' | 'DELETE') =>
      apiRequest<CalendarFeedStatus>('/api/calendar/feed', { method, errorToast: true }),
    onSuccess: (status) => queryClient.setQueryData(key, status),
  });
}
