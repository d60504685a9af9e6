import type { AttendanceReport } from '@chapter/shared/palms.schemas';
import { addLocalDays, localParts, weekdayOf, zonedToUtc } from '../../lib/zoned-time.ts';

/**
 * Which week's PALMS a slip belongs to (docs/palms-weeks.md "Which week"). A week closes on the chapter's meeting day:
 * it holds the local days after the previous meeting day up to and including this one, so the slips passed at a
 * meeting are in that meeting's week. A slip entered on the meeting day after the meeting has ended belongs to the next
 * week (the Vice President may already have completed this one). A chapter with no meeting day has weeks ending on
 * Sunday.
 */
export type WeekRule = {
  timezone: string;
  meeting_weekday: number | null;
  meeting_time: string | null;
  meeting_duration_minutes: number | null;
};

/** Records dated by a day (stored at noon UTC) rather than by an instant: their week comes from the date alone. */
const DAY_DATED = new Set(['closed_business', 'training_credit']);

const SUNDAY = 0;

/** The local date of the week's last day (its meeting day) for a local date. */
export function weekEndsOn(date: string, meetingWeekday: number | null): string {
  const end = meetingWeekday ?? SUNDAY;
  return addLocalDays(date, (end - weekdayOf(date) + 7) % 7);
}

/** "HH:MM" plus minutes, as minutes since midnight (past 24 h when a meeting runs over midnight). */
const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The week a record counts in: the local date of the meeting day that closes it. */
export function palmsWeekOf(rule: WeekRule, record: { type: string; occurred_at: string }): string {
  if (DAY_DATED.has(record.type)) return weekEndsOn(record.occurred_at.slice(0, 10), rule.meeting_weekday);
  const local = localParts(new Date(record.occurred_at), rule.timezone);
  const end = weekEndsOn(local.date, rule.meeting_weekday);
  if (end !== local.date || rule.meeting_weekday === null || !rule.meeting_time) return end;
  const meetingOver = minutesOf(local.time) >= minutesOf(rule.meeting_time) + (rule.meeting_duration_minutes ?? 90);
  return meetingOver ? addLocalDays(end, 7) : end;
}

/**
 * When a week's meeting is over: its start plus its duration (90 minutes when unset), or the end of its meeting day
 * for a chapter with no meeting time. Only then can the week be completed or made a holiday (docs/palms-weeks.md
 * "States"), so until then every slip in it is a draft without asking the database.
 */
function weekMeetingEnd(rule: WeekRule, weekEnds: string): Date {
  if (rule.meeting_weekday === null || !rule.meeting_time)
    return zonedToUtc(addLocalDays(weekEnds, 1), '00:00', rule.timezone);
  const start = zonedToUtc(weekEnds, rule.meeting_time, rule.timezone);
  return new Date(start.getTime() + (rule.meeting_duration_minutes ?? 90) * 60_000);
}

/** Whether the week can be final at `now`: its meeting has ended. */
export const weekCanBeFinal = (rule: WeekRule, weekEnds: string, now: Date): boolean =>
  now.getTime() >= weekMeetingEnd(rule, weekEnds).getTime();

/** The week ends (meeting days) from the week holding `from` through the one holding `to`, oldest first. */
export function weekEndsBetween(from: string, to: string, meetingWeekday: number | null): string[] {
  const out: string[] = [];
  const last = weekEndsOn(to, meetingWeekday);
  for (let d = weekEndsOn(from, meetingWeekday); d <= last && out.length < 600; d = addLocalDays(d, 7)) out.push(d);
  return out;
}

/** The week ends of a report's draft weeks: the weeks whose figures are provisional. */
export const provisionalWeeks = (r: Pick<AttendanceReport, 'weeks'>): string[] =>
  r.weeks.filter((w) => w.state === 'draft').map((w) => w.weekEnds);
