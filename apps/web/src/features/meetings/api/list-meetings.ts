import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { meetingKeys } from './keys.ts';

/** Meetings overlapping [from, to) (ISO instants). */
export const meetingsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: meetingKeys.range(from, to),
    queryFn: ({ signal }) => api(m.list, { query: { from, to }, signal }),
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

const DAY_MS = 86_400_000;

/**
 * The calendar's first window: the month on screen with the days of the neighbouring months that a month grid
 * shows (up to six days before the 1st; six weeks from there can end on the 15th of the next month), with room for a
 * view's edges read in another zone (viewWindow). Every first view (month, week, list) lies inside it, so the
 * calendar's first paint needs one request, started with the route's code.
 */
export function calendarWindow(now: Date = new Date()): [string, string] {
  const monthGridEnd = new Date(now.getFullYear(), now.getMonth() + 1, 17);
  // At least five weeks ahead: offline, the calendar shows what was last fetched, and the venue needs four weeks.
  const fiveWeeks = new Date(now.getTime() + 35 * DAY_MS);
  return [
    new Date(now.getFullYear(), now.getMonth(), -8).toISOString(),
    (monthGridEnd > fiveWeeks ? monthGridEnd : fiveWeeks).toISOString(),
  ];
}

/**
 * The instants a calendar view [start, end) can hold. The grid runs in UTC showing the group's wall clock, so its
 * edges are group-local midnights read as UTC: a day either side covers any zone's offset.
 */
export function viewWindow(start: Date, end: Date): [string, string] {
  return [new Date(start.getTime() - DAY_MS).toISOString(), new Date(end.getTime() + DAY_MS).toISOString()];
}

/** The window to load when the calendar shows [start, end): the one already loaded if it covers it. */
export function windowFor(loaded: [string, string], start: string, end: string): [string, string] {
  return start >= loaded[0] && end <= loaded[1] ? loaded : [start, end];
}
