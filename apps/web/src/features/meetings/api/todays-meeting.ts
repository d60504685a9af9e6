import type { Meeting } from '@chapter/shared/meetings.schemas';
import { useMemo } from 'react';
import { nextMeetingWindow, useMeetings } from './list-meetings.ts';

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
