import { formatAge, formatRecent } from '@chapter/shared/format';
import { formatLocale } from '../i18n/catalogue.ts';
import { dateFormat, zonedDay } from './zone.ts';

/**
 * Inbox times ("5m", "Yesterday", "Mon"), counted in calendar days of the group's zone: a message sent at 23:30
 * there is "Yesterday" the next morning even where UTC, or the reader's device, already had a new day.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const DAY_MONTH_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const LONG_DAY_YEAR: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

type Zone = string | undefined;

/** Whole calendar days from `date` to `now` in the zone (0 = the same day); DST-length days count as one. */
function daysBetween(date: Date, now: Date, timeZone: Zone): number {
  return Math.round((Date.parse(zonedDay(now, timeZone)) - Date.parse(zonedDay(date, timeZone))) / DAY);
}

const sameYear = (date: Date, now: Date, timeZone: Zone) =>
  zonedDay(date, timeZone).slice(0, 4) === zonedDay(now, timeZone).slice(0, 4);

/**
 * Short relative time for the inbox list: "Just now", "5m", "3h", "Yesterday", "Mon", "12 Mar", "12 Mar 2024"; in
 * the member's language ("Ahora", "5min", "Ayer", "lun").
 */
export function relativeTime(iso: string, timeZone: Zone, now: Date = new Date()): string {
  const date = new Date(iso);
  const ms = now.getTime() - date.getTime();
  const days = daysBetween(date, now, timeZone);
  if (ms < MINUTE) return formatRecent('now', formatLocale());
  if (days === 0 && ms < HOUR) return formatAge(Math.floor(ms / MINUTE), 'minute', formatLocale());
  if (days === 0) return formatAge(Math.floor(ms / HOUR), 'hour', formatLocale());
  if (days === 1) return formatRecent('yesterday', formatLocale());
  if (days < 7) return dateFormat(WEEKDAY, timeZone).format(date);
  return dateFormat(sameYear(date, now, timeZone) ? DAY_MONTH : DAY_MONTH_YEAR, timeZone).format(date);
}

/** Day separator in a conversation: "Today", "Yesterday", "Monday, March 12" (with the year when not this one). */
export function dayLabel(iso: string, timeZone: Zone, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysBetween(date, now, timeZone);
  if (days === 0) return formatRecent('today', formatLocale());
  if (days === 1) return formatRecent('yesterday', formatLocale());
  return dateFormat(sameYear(date, now, timeZone) ? LONG_DAY : LONG_DAY_YEAR, timeZone).format(date);
}

/** Whether two instants fall on the same calendar day in the zone. */
export const sameDay = (a: string, b: string, timeZone: Zone): boolean =>
  zonedDay(a, timeZone) === zonedDay(b, timeZone);
