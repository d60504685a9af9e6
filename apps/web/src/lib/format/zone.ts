import { dateFormatter } from '@chapter/shared/format';
import { formatLocale } from '../i18n/catalogue.ts';

/**
 * A date formatter in the member's locale for one of the module's option sets, in `timeZone` (undefined: the
 * device's own), made once and kept (packages/shared/src/format.ts): a list formats a date per row. A zone this
 * browser does not know gives the device's zone: the device's zone beats showing no date at all.
 */
export const dateFormat = (options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat =>
  dateFormatter(options, timeZone, formatLocale());

/** Digits in a fixed locale, so the parts below are always ASCII numbers whatever the member's language. */
const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
/** Fixed to en-US whatever the member's language; an unknown zone reads as the device's. */
const partsFormat = (timeZone: string | undefined): Intl.DateTimeFormat => dateFormatter(PARTS, timeZone, 'en-US');

/** The wall-clock date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function zonedDateTime(instant: Date | string, timeZone: string | undefined): { date: string; time: string } {
  const parts = partsFormat(timeZone).formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone: 23:00 in Los Angeles is already tomorrow in UTC. */
export const zonedDay = (instant: Date | string, timeZone: string | undefined): string =>
  zonedDateTime(instant, timeZone).date;

/** The zone this device is set to: the starting value where no group zone applies yet (a new group). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
