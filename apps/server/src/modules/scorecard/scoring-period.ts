import type { NextPeriod } from '@chapter/shared/traffic-light';
import type { Selectable } from 'kysely';
import type { GroupTable } from '../../db/schema.ts';
import { localParts, zonedToUtc } from '../../lib/zoned-time.ts';
import { scheduledOccurrences } from '../meetings/meeting-schedule.ts';

/**
 * The traffic light's period (docs/decisions/0007-completed-period-scoring.md): the six whole calendar months
 * before the current one, in the group's time zone, so the light changes once a month, on the 1st. A member
 * is scored only from when they joined; one who joined this month has no whole month yet and is scored on
 * the days since they joined.
 */

const WEEK = 7 * 86_400_000;
/** Months in the period. */
const PERIOD_MONTHS = 6;

/** The first moment of the month `offset` months from the one `instant` falls in, in the zone. */
export function monthStart(instant: Date, timeZone: string, offset: number): Date {
  const [y = 1970, m = 1] = localParts(instant, timeZone).date.split('-').map(Number);
  const index = y * 12 + (m - 1) + offset;
  const month = String((index % 12) + 1).padStart(2, '0');
  return zonedToUtc(`${Math.floor(index / 12)}-${month}-01`, '00:00', timeZone);
}

export interface Period {
  /** First moment scored (the later of the period's start and the member's joining). */
  from: Date;
  /** End of the period (exclusive). */
  until: Date;
  /** Weeks scored, at least one. */
  weeks: number;
}

const weeksBetween = (from: Date, until: Date) =>
  Math.max(1, Math.ceil((until.getTime() - from.getTime()) / WEEK - 1e-9));

/** The first moment of the day `instant` falls on, in the zone. */
function dayStart(instant: Date, timeZone: string): Date {
  return zonedToUtc(localParts(instant, timeZone).date, '00:00', timeZone);
}

/**
 * The period of the light showing now, and of the next one (ending with this month) as far as it has gone. A
 * member is scored from the day they joined, in the group's zone: records carry a day (a business closed "today"
 * is stamped at noon UTC of that day), so one dated the joining day counts whatever the hour they joined.
 */
export function lightPeriods(now: Date, timeZone: string, joinedAt: string | null) {
  const joined = joinedAt ? dayStart(new Date(joinedAt), timeZone) : null;
  const clip = (from: Date, until: Date): Period => {
    const start = joined && joined > from ? joined : from;
    return { from: start, until, weeks: weeksBetween(start, until) };
  };
  const thisMonth = monthStart(now, timeZone, 0);
  const nextLightOn = monthStart(now, timeZone, 1);
  // Joined this month: nothing whole to score yet, so the light is live over the days since joining.
  const current =
    joined && joined >= thisMonth
      ? { from: joined, until: now, weeks: weeksBetween(joined, now) }
      : clip(monthStart(now, timeZone, -PERIOD_MONTHS), thisMonth);
  const next = clip(monthStart(now, timeZone, 1 - PERIOD_MONTHS), nextLightOn);
  return { current, next, nextLightOn };
}

/** A member's attendance marks that count, as meeting start and whether attended. */
interface Mark {
  at: string;
  attended: boolean;
}

/**
 * The coming lights if the member attends every meeting from now on: for the light k months ahead (k = 1 is
 * the next one), the meetings until its period ends and the attendance it would score. Seven lights, so the
 * last covers only meetings still to come. Future meetings follow the group's weekly schedule (a meeting a
 * week without one).
 */
export function attendanceAhead(
  now: Date,
  group: Selectable<GroupTable>,
  joinedAt: string | null,
  marks: readonly Mark[],
): NextPeriod['attendanceAhead'] {
  const tz = group.timezone;
  const joined = joinedAt ? Date.parse(joinedAt) : Number.NEGATIVE_INFINITY;
  const out = [];
  for (let k = 1; k <= PERIOD_MONTHS + 1; k++) {
    const from = monthStart(now, tz, k - PERIOD_MONTHS).getTime();
    const until = monthStart(now, tz, k);
    const past = marks.filter((m) => {
      const at = Date.parse(m.at);
      return at >= from && at >= joined && at < now.getTime();
    });
    const meetings = meetingsBetween(group, now, until);
    const attended = past.filter((m) => m.attended).length + meetings;
    out.push({ meetings, attended, expected: past.length + meetings });
  }
  return out;
}

function meetingsBetween(group: Selectable<GroupTable>, from: Date, until: Date): number {
  const end = new Date(until.getTime() - 1);
  if (group.meeting_weekday !== null && group.meeting_time) return scheduledOccurrences(group, from, end, '').length;
  return Math.floor((until.getTime() - from.getTime()) / WEEK);
}
