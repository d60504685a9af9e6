import { formatNumber } from '@chapter/shared/format';
import { dayLabel, relativeTime, zonedDay } from '../../lib/format/index.ts';
import { formatLocale } from '../../lib/i18n/catalogue.ts';
import { chatMessages } from './messages.ts';

/**
 * A conversation's times in the active language: the list's "Just now", "5m", "3h", "Yesterday", "Mon" and the
 * day separators' "Today", "Yesterday", "Monday, May 11". Counted in calendar days of the group's zone, as
 * lib/format/relative.ts counts them; the amounts and the day words come from Intl in the active language (its
 * "Yesterday" is "Ayer", "Ontem", "Gestern"), the weekdays and dates from lib/format, which already follows it.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Zone = string | undefined;

/** Whole calendar days from `date` to `now` in the zone (0 = the same day); DST-length days count as one. */
const daysBetween = (date: Date, now: Date, timeZone: Zone): number =>
  Math.round((Date.parse(zonedDay(now, timeZone)) - Date.parse(zonedDay(date, timeZone))) / DAY);

/** "5m", "3h" in English; "5 Min.", "3 Std." in German. */
const amount = (n: number, unit: 'minute' | 'hour'): string =>
  formatNumber(n, formatLocale(), { style: 'unit', unit, unitDisplay: 'narrow' });

const relative = new Map<string, Intl.RelativeTimeFormat>();
/** "Today" (0) or "Yesterday" (-1), capitalised as a label that starts a line. */
function namedDay(offset: 0 | -1): string {
  const locale = formatLocale();
  let format = relative.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relative.set(locale, format);
  }
  const text = format.format(offset, 'day');
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** The inbox list's short time: "Just now", "5m", "3h", "Yesterday", then a weekday or a date. */
export function chatTime(iso: string, timeZone: Zone, now: Date = new Date()): string {
  const date = new Date(iso);
  const ms = now.getTime() - date.getTime();
  const days = daysBetween(date, now, timeZone);
  if (ms < MINUTE) return chatMessages.text('justNow');
  if (days === 0 && ms < HOUR) return amount(Math.floor(ms / MINUTE), 'minute');
  if (days === 0) return amount(Math.floor(ms / HOUR), 'hour');
  if (days === 1) return namedDay(-1);
  return relativeTime(iso, timeZone, now);
}

/** A day separator in a conversation: "Today", "Yesterday", or the day written out. */
export function chatDay(iso: string, timeZone: Zone, now: Date = new Date()): string {
  const days = daysBetween(new Date(iso), now, timeZone);
  if (days === 0) return namedDay(0);
  if (days === 1) return namedDay(-1);
  return dayLabel(iso, timeZone, now);
}
