import { formatInstant } from '@chapter/shared/format';
import { TEXT_LOCALE } from './text-locale.ts';

const DAY_MS = 86_400_000;

/** Calendar months later, clamped to the month's end (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** Whole days from `from` to `to`, rounded down (negative when `to` has passed). */
export const daysUntil = (from: Date, to: Date): number => Math.floor((to.getTime() - from.getTime()) / DAY_MS);

/** "March 2, 2027": due dates are stored as UTC instants, so they are shown in UTC to keep the day. */
export const formatDay = (iso: string): string => formatInstant(iso, 'UTC', { dateStyle: 'long' }, TEXT_LOCALE);
