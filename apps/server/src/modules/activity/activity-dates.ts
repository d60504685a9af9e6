import type { Db } from '../../db/kysely.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { addLocalDays, localParts } from '../../lib/zoned-time.ts';
import { findGroupCalendar } from './activity.repository.ts';
import { palmsWeekOf, weekCanBeFinal } from './palms-week.ts';
import { selectFinalWeeks } from './palms-weeks.repository.ts';

/**
 * How far activity dates may reach (docs/activity-records.md): a record of a past event (closed business, a
 * training) is dated no later than the group's tomorrow (a day's tolerance for members in other zones), a
 * one-to-one is scheduled at most a year ahead, and nothing is dated more than a year before the group was
 * created here (a chapter moving onto the app brings its recent history, not ancient or garbage dates).
 */
interface DateBounds {
  /** Earliest allowed day (YYYY-MM-DD). */
  floor: string;
  /** Latest day for a record of something that already happened. */
  latestPast: string;
  /** Latest day for something scheduled (a one-to-one). */
  latestScheduled: string;
}

type GroupCalendar = Awaited<ReturnType<typeof findGroupCalendar>>;

export async function dateBounds(db: Db, groupId: number, now: Date): Promise<DateBounds> {
  return dateBoundsOf(await findGroupCalendar(db, groupId), now);
}

/** The bounds for a group's calendar already read (a create reads it once for the bounds and the week). */
export function dateBoundsOf(group: GroupCalendar, now: Date): DateBounds {
  const zone = group?.timezone ?? 'UTC';
  const today = localParts(now, zone).date;
  const created = group ? localParts(new Date(group.created_at), zone).date : today;
  return {
    floor: addLocalDays(created, -365),
    latestPast: addLocalDays(today, 1),
    latestScheduled: addLocalDays(today, 366),
  };
}

const fail = (field: string, message: string) => validationError(message, [{ field, message }]);

/** A day of a past event (YYYY-MM-DD) inside the bounds. */
export function checkPastDay(bounds: DateBounds, field: string, day: string): void {
  if (day > bounds.latestPast) throw fail(field, 'The date cannot be in the future');
  if (day < bounds.floor) throw fail(field, `The date cannot be before ${bounds.floor}`);
}

/** A scheduled instant (ISO date-time) inside the bounds; compared by its UTC day, which the tolerance covers. */
export function checkScheduled(bounds: DateBounds, field: string, instant: string): void {
  const day = new Date(instant).toISOString().slice(0, 10);
  if (day > bounds.latestScheduled) throw fail(field, 'Choose a time within the next year');
  if (day < bounds.floor) throw fail(field, `The date cannot be before ${bounds.floor}`);
}

/**
 * A new slip dated into a final PALMS week (completed or holiday) is refused, unless its maker keeps the PALMS: once a
 * leader completed a week its figures stay as submitted (docs/palms-weeks.md "Changing a slip"). A week whose meeting
 * has not ended cannot be final, so a slip of the current week costs no query.
 */
export async function checkWeekOpen(
  db: Db,
  group: GroupCalendar,
  record: { group_id: number; type: string; occurred_at: string },
  opts: { keepsPalms: boolean; now: Date },
): Promise<void> {
  if (opts.keepsPalms || record.type === 'one_to_one' || !group) return;
  const weekEnds = palmsWeekOf(group, record);
  if (!weekCanBeFinal(group, weekEnds, opts.now)) return;
  const final = await selectFinalWeeks(db, [{ groupId: record.group_id, weekEnds }]);
  if (final.has(`${record.group_id}:${weekEnds}`)) {
    throw new AppError(
      'CONFLICT',
      `The PALMS week ending ${weekEnds} is final: choose a later date, or ask a leader who records attendance`,
    );
  }
}
