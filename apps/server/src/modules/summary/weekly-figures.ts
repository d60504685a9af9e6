import type { Db } from '../../db/kysely.ts';
import type { AttendanceStatus } from '../../db/schema-meetings.ts';
import { addLocalDays, zonedToUtc } from '../../lib/zoned-time.ts';
import { selectGroupCurrency } from '../activity/activity.repository.ts';
import {
  countVisitorCheckins,
  selectAttendance,
  selectHeldMeetings,
  selectPeriodActivity,
} from '../meetings/attendance.repository.ts';
import { tallyActivity } from '../meetings/palms.ts';
import { selectReferralSteps } from './weekly-summary.repository.ts';

/**
 * The weekly summary's figures (docs/product-rules.md "Weekly summary"): the meeting's week (the seven local days
 * ending on the meeting's day, in the group's time zone) and the four 7-day weeks before it, counted as the PALMS
 * report counts them (attendance records, visitors checked in, referrals given inside and outside the group,
 * approved thanks for closed business in the group's currency), and the referrals followed up and won in the week
 * (docs/referral-follow-up.md), for the whole chapter.
 */

const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'medical', 'substitute'] as const;
export type SummaryKey =
  | AttendanceStatus
  | 'visitors'
  | 'referralsInside'
  | 'referralsOutside'
  | 'referralsFollowedUp'
  | 'referralsWon'
  | 'tyfcbCents';

/** How many weeks before the meeting's week the averages look back on. */
export const EARLIER_WEEKS = 4;

/** Local dates, both included. */
interface SummaryWeek {
  from: string;
  to: string;
}

interface WeekFigures {
  /** Meetings held in the week (not cancelled). */
  meetings: number;
  /** Attendance records of any status. */
  recorded: number;
  values: Record<SummaryKey, number>;
}

export interface WeeklySummary {
  week: SummaryWeek;
  currency: string;
  /** Whether any attendance was recorded in the meeting's week. */
  recorded: boolean;
  values: Record<SummaryKey, number>;
  /** The earlier weeks' average, or null when no earlier week counts for the figure. */
  averages: Record<SummaryKey, number | null>;
  /** Earlier weeks with attendance recorded: the attendance averages are over these. */
  attendanceWeeks: number;
  /** Earlier weeks in which the group met: the other averages are over these. */
  meetingWeeks: number;
}

/** The meeting's week first, then the four before it, each seven local days. */
function summaryWeeks(meetingDay: string): SummaryWeek[] {
  return Array.from({ length: EARLIER_WEEKS + 1 }, (_, i) => ({
    from: addLocalDays(meetingDay, -6 - 7 * i),
    to: addLocalDays(meetingDay, -7 * i),
  }));
}

const emptyValues = (): Record<SummaryKey, number> => ({
  present: 0,
  late: 0,
  absent: 0,
  medical: 0,
  substitute: 0,
  visitors: 0,
  referralsInside: 0,
  referralsOutside: 0,
  referralsFollowedUp: 0,
  referralsWon: 0,
  tyfcbCents: 0,
});

/** Counts each week's figures: one read per table over the five weeks, visitors per week. */
async function countWeeks(
  db: Db,
  groupId: number,
  bounds: readonly string[],
  currency: string,
  dates: readonly SummaryWeek[],
) {
  const from = bounds.at(-1) ?? '';
  const to = bounds[0] ?? '';
  // bounds[i] is where week i ends and bounds[i + 1] where it starts (week 0 is the meeting's).
  const weekOf = (at: string) => bounds.findIndex((end, i) => at < end && at >= (bounds[i + 1] ?? end));
  // Thanks and training credits are dated by day (noon UTC of it): the week whose local days hold that day.
  const weekOfDay = (at: string) => dates.findIndex((w) => at.slice(0, 10) >= w.from && at.slice(0, 10) <= w.to);
  const weekOfRecord = (a: { type: string; occurred_at: string }) =>
    a.type === 'closed_business' || a.type === 'training_credit' ? weekOfDay(a.occurred_at) : weekOf(a.occurred_at);
  const weeks: WeekFigures[] = Array.from({ length: bounds.length - 1 }, () => ({
    meetings: 0,
    recorded: 0,
    values: emptyValues(),
  }));
  const [held, records, activity, steps, visitors] = await Promise.all([
    selectHeldMeetings(db, groupId, from, to),
    selectAttendance(db, groupId, from, to),
    selectPeriodActivity(db, groupId, from, to, { first: dates.at(-1)?.from ?? '', last: dates[0]?.to ?? '' }),
    selectReferralSteps(db, groupId, from, to),
    Promise.all(weeks.map((_, i) => countVisitorCheckins(db, groupId, bounds[i + 1] ?? '', bounds[i] ?? ''))),
  ]);
  for (const m of held) {
    const w = weeks[weekOf(m.starts_at)];
    if (w) w.meetings++;
  }
  // A referral is followed up in the week of its first step, and won in the week it was marked won.
  for (const step of steps) {
    const w = weeks[weekOf(step.created_at)];
    if (!w) continue;
    if (step.id === step.first_step_id) w.values.referralsFollowedUp++;
    if (step.to_status === 'won') w.values.referralsWon++;
  }
  for (const r of records) {
    const w = weeks[weekOf(r.meeting_starts_at)];
    if (!w) continue;
    w.recorded++;
    w.values[r.status]++;
  }
  weeks.forEach((w, i) => {
    w.values.visitors = visitors[i] ?? 0;
    // The chapter's own totals: every record counts, whoever gave it (since '' lets every date through).
    const tally = tallyActivity(
      activity.filter((a) => weekOfRecord(a) === i),
      [],
      () => '',
      currency,
    );
    for (const t of tally.values()) {
      w.values.referralsInside += t.referralsInside;
      w.values.referralsOutside += t.referralsOutside;
      w.values.tyfcbCents += t.tyfcbCents;
    }
  });
  return weeks;
}

function average(weeks: readonly WeekFigures[], key: SummaryKey): number | null {
  if (weeks.length === 0) return null;
  return weeks.reduce((sum, w) => sum + w.values[key], 0) / weeks.length;
}

/** Local midnights: the end of the meeting's day (or now, if sooner), then the start of each week. */
function weekBounds(weeks: readonly SummaryWeek[], meetingDay: string, timezone: string, now: Date): string[] {
  const end = zonedToUtc(addLocalDays(meetingDay, 1), '00:00', timezone);
  return [
    (end > now ? now : end).toISOString(),
    ...weeks.map((w) => zonedToUtc(w.from, '00:00', timezone).toISOString()),
  ];
}

/**
 * The meeting's week alone, counted as the summary counts it: the run's referral round reads it at each step
 * (docs/meeting-mode.md), so it skips the four earlier weeks the averages need.
 */
export async function meetingWeekFigures(
  db: Db,
  group: { id: number; timezone: string },
  meetingDay: string,
  now: Date,
): Promise<{ week: SummaryWeek; currency: string; values: Record<SummaryKey, number> }> {
  const weeks = summaryWeeks(meetingDay).slice(0, 1);
  const currency = await selectGroupCurrency(db, group.id);
  const [current] = await countWeeks(db, group.id, weekBounds(weeks, meetingDay, group.timezone, now), currency, weeks);
  return {
    week: weeks[0] ?? { from: meetingDay, to: meetingDay },
    currency,
    values: current?.values ?? emptyValues(),
  };
}

/**
 * The summary of the week ending on `meetingDay` (a local date in the group's zone), counted up to `now` as the
 * PALMS report is. Earlier weeks in which nobody recorded attendance say nothing about attendance, so the
 * attendance averages leave them out; weeks in which the group did not meet (a holiday) are left out of the
 * other averages.
 */
export async function weeklySummary(
  db: Db,
  group: { id: number; timezone: string },
  meetingDay: string,
  now: Date,
): Promise<WeeklySummary> {
  const weeks = summaryWeeks(meetingDay);
  const currency = await selectGroupCurrency(db, group.id);
  const [current, ...earlier] = await countWeeks(
    db,
    group.id,
    weekBounds(weeks, meetingDay, group.timezone, now),
    currency,
    weeks,
  );
  const thisWeek = current ?? { meetings: 0, recorded: 0, values: emptyValues() };
  const withAttendance = earlier.filter((w) => w.recorded > 0);
  const withMeetings = earlier.filter((w) => w.meetings > 0);
  const averages = {} as Record<SummaryKey, number | null>;
  for (const key of Object.keys(thisWeek.values) as SummaryKey[]) {
    const isAttendance = (ATTENDANCE_STATUSES as readonly string[]).includes(key);
    averages[key] = average(isAttendance ? withAttendance : withMeetings, key);
  }
  return {
    week: weeks[0] ?? { from: meetingDay, to: meetingDay },
    currency,
    recorded: thisWeek.recorded > 0,
    values: thisWeek.values,
    averages,
    attendanceWeeks: withAttendance.length,
    meetingWeeks: withMeetings.length,
  };
}
