/**
 * Wall-clock time in an IANA time zone, with `Intl` only (no date library): a weekly meeting at 07:00 in
 * New York stays at 07:00 local across daylight-saving changes, so its UTC instant moves by an hour.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface LocalParts {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

function rawParts(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return parts;
}

/** The zone's offset from UTC at that instant, in milliseconds (New York in winter: −5 h). */
function offsetMs(instant: Date, timeZone: string): number {
  const p = rawParts(instant, timeZone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The local date, time and weekday of an instant in the zone. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const p = rawParts(instant, timeZone);
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    weekday: WEEKDAYS.indexOf(p.weekday ?? ''),
  };
}

/**
 * The UTC instant of a local date and time in the zone. A time that falls in a spring-forward gap moves
 * forward by the gap (02:30 → 03:30), as calendar apps do.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  const offsets = new Set([offsetMs(new Date(wall), timeZone)]);
  for (const o of [...offsets]) offsets.add(offsetMs(new Date(wall - o), timeZone));
  // A candidate is right when the zone really has that offset at that instant; two right ones = a repeated hour.
  const valid = [...offsets].map((o) => wall - o).filter((t) => wall - offsetMs(new Date(t), timeZone) === t);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In a gap no local reading exists: keep the offset from before the change, which lands after the gap.
  return new Date(wall - Math.min(...offsets));
}

/** A calendar date plus whole days (YYYY-MM-DD, no time zone involved). */
export function addLocalDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Weekday (0 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}
