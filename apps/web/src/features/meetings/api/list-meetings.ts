import type { MeetingsResponse } from '@chapter/shared/meetings.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Meetings overlapping [from, to) (ISO instants). */
export function useMeetings(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: ['meetings', 'range', from, to],
    queryFn: ({ signal }) =>
      apiRequest<MeetingsResponse>(`/api/meetings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
