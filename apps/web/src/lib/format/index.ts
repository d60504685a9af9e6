/**
 * The web app's one way to show dates, times, money, counts and percentages (docs/web-formatting.md): dates in
 * the group's time zone, amounts always with their currency. Screens import from here, never Intl directly.
 */
export {
  formatCalendarDate,
  formatCalendarDayMonth,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMeetingTime,
  formatMonth,
  formatTime,
  weekdayName,
} from './dates.ts';
export {
  formatCents,
  formatCompact,
  formatCount,
  formatMoney,
  formatNumber,
  formatPercent,
  pluralWord,
} from './numbers.ts';
export { dayLabel, relativeTime, sameDay } from './relative.ts';
export { browserTimeZone, zonedDateTime, zonedDay } from './zone.ts';
