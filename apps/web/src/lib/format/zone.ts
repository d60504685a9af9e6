/**
 * Date formatters bound to a time zone, made once and kept: building an Intl.DateTimeFormat costs far more than
 * using one, and a list formats a date per row. `undefined` is the device's own zone.
 */
const made = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/** A formatter in the member's locale for one of the module's option sets, in `timeZone`. */
export function dateFormat(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  let byZone = made.get(options);
  if (!byZone) {
    byZone = new Map();
    made.set(options, byZone);
  }
  const key = timeZone ?? '';
  let format = byZone.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(undefined, { ...options, timeZone });
    } catch {
      // A zone this browser does not know: the device's zone beats showing no date at all.
      format = new Intl.DateTimeFormat(undefined, options);
    }
    byZone.set(key, format);
  }
  return format;
}

/** Digits in a fixed locale, so the parts below are always ASCII numbers whatever the member's language. */
const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const partsMade = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = partsMade.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { ...PARTS, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', PARTS);
    }
    partsMade.set(key, format);
  }
  return format;
}

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
