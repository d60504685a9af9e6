import { dateFormat } from './zone.ts';

/**
 * Dates and times as members read them. An instant (a message sent, a record created) is shown in the group's
 * time zone, so every member of a chapter sees the same day for it wherever their device is set; the caller
 * passes that zone (useGroupTimeZone). A calendar day (a renewal due date) has no zone and is shown as stored.
 */

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'short' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const MEETING: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

type Zone = string | undefined;

/** "Friday" (or "Freitag"): day 0–6 of the week, Sunday first, as the weekly meeting's day is stored. */
export const weekdayName = (day: number): string =>
  dateFormat({ weekday: 'long' }, 'UTC').format(new Date(Date.UTC(2023, 0, 1 + day)));

/** "Mar 1, 2026" (or "March 1, 2026" long): the day of an instant in the zone. */
export const formatDate = (iso: string, timeZone: Zone, style: 'medium' | 'long' = 'medium'): string =>
  dateFormat(style === 'long' ? LONG_DATE : DATE, timeZone).format(new Date(iso));

/** "Mar 1, 2026, 2:05 PM". */
export const formatDateTime = (iso: string, timeZone: Zone): string =>
  dateFormat(DATE_TIME, timeZone).format(new Date(iso));

/** "Mar 1": for short lists where the year is plain from context. */
export const formatDayMonth = (iso: string, timeZone: Zone): string =>
  dateFormat(DAY_MONTH, timeZone).format(new Date(iso));

/**
 * "Thu, Mar 5, 2026, 7:00 AM EST": a meeting's start in the meeting's own zone, the zone named, so a member
 * travelling sees the hour at the meeting's place.
 */
export const formatMeetingTime = (iso: string, meetingZone: string): string =>
  dateFormat(MEETING, meetingZone).format(new Date(iso));

/** "2:05 PM" or "14:05", as the member's locale writes a time of day. */
export const formatTime = (iso: string, timeZone: Zone): string => dateFormat(TIME, timeZone).format(new Date(iso));

/**
 * A calendar day ("2027-01-31", or midnight UTC of it as the API sends due dates): "Jan 31, 2027", or
 * "January 31, 2027" long. Read in UTC, because shifting a day with no time into a zone west of UTC would show
 * the day before.
 */
export const formatCalendarDate = (day: string, style: 'medium' | 'long' = 'medium'): string =>
  dateFormat(style === 'long' ? LONG_DATE : DATE, 'UTC').format(calendarInstant(day));

/** "Mar 1" for a calendar day, such as the first day of a week in a chart. */
export const formatCalendarDayMonth = (day: string): string =>
  dateFormat(DAY_MONTH, 'UTC').format(calendarInstant(day));

/** "Mar" for a calendar month ("2026-03"). */
export const formatMonth = (month: string): string => dateFormat(MONTH, 'UTC').format(calendarInstant(month));

/** Midnight UTC of a day or month ("2026-03-01", "2026-03"); a full timestamp is taken as it is. */
function calendarInstant(value: string): Date {
  if (/^\d{4}-\d{2}$/.test(value)) return new Date(`${value}-01T00:00:00Z`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  return new Date(value);
}
