import type { MeetingsResponse } from '@chapter/shared/meetings.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Meetings overlapping [from, to) (ISO instants). */
export const meetingsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['meetings', 'range', from, to],
    queryFn: ({ signal }) =>
      apiRequest<MeetingsResponse>(`/api/meetings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
        signal,
      }),
  });

export function useMeetings(from: string, to: string, enabled = true) {
  return useQuery({ ...meetingsQuery(from, to), enabled, placeholderData: keepPreviousData });
}

const FIVE_MINUTES = 5 * 60_000;

/**
 * Home's window for the next meeting: from two hours ago (a meeting under way still counts) to 60 days ahead. The
 * start is rounded to five minutes, so the request started before home's code loads and the card's own query
 * share one cache entry.
 */
export function nextMeetingWindow(now: number = Date.now()): [string, string] {
  const start = Math.floor(now / FIVE_MINUTES) * FIVE_MINUTES;
  return [new Date(start - 2 * 3_600_000).toISOString(), new Date(start + 60 * 86_400_000).toISOString()];
}
