import { meetingsRoutes as m } from '@chapter/shared/api/meetings.routes';
import type { Meeting } from '@chapter/shared/meetings.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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

// Today's meeting lives here, beside the window it reads: the app's shell (the bottom bar) needs it, and one
// module shared by the shell and home keeps the first load at one file for both.
const HOUR = 3_600_000;

/**
 * Meeting day (docs/product-rules.md "Meeting day"): from 12 hours before the start, when attendance opens, until
 * 6 hours after the end, so the Secretary can still tidy the sheet after breakfast.
 */
export function isMeetingDay(meeting: Pick<Meeting, 'status' | 'startsAt' | 'endsAt'>, now: number = Date.now()) {
  return (
    meeting.status !== 'cancelled' &&
    now >= Date.parse(meeting.startsAt) - 12 * HOUR &&
    now < Date.parse(meeting.endsAt) + 6 * HOUR
  );
}

/**
 * The group's meeting of today, if any, from the same request as home's next-meeting card (one cache entry).
 * `enabled` false (a member who does not record attendance) sends nothing.
 */
export function useTodaysMeeting(enabled: boolean): Meeting | undefined {
  const [from, to] = useMemo(() => nextMeetingWindow(), []);
  const meetings = useMeetings(from, to, enabled);
  if (!enabled) return undefined;
  const now = Date.now();
  const day = (meetings.data?.items ?? []).filter((m) => isMeetingDay(m, now));
  // Two on one day (a training after the chapter meeting, say): the one under way, else the next, else the last.
  return (
    day.find((m) => Date.parse(m.startsAt) <= now && now < Date.parse(m.endsAt)) ??
    day.find((m) => Date.parse(m.startsAt) > now) ??
    day.at(-1)
  );
}
