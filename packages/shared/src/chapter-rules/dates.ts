/**
 * Calendar days as ISO strings (YYYY-MM-DD). The engine works on days, not instants: the server turns its
 * records into the group's local days first (docs/chapter-rules.md "Days"), so the browser and the server compare
 * the same strings and no time zone enters the rules.
 */

const DAY = 86_400_000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (t: number) => new Date(t).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => fromTime(toTime(day) + n * DAY);

/** Whole days from `a` to `b` (negative when b is earlier). */
export const daysBetween = (a: string, b: string) => Math.round((toTime(b) - toTime(a)) / DAY);

/** The month index (year × 12 + month − 1) of a day. */
export function monthIndex(day: string): number {
  const [y = 1970, m = 1] = day.split('-').map(Number);
  return y * 12 + (m - 1);
}

/** The first day of the month with this index. */
export function monthStart(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** "2026-06" for a month index. */
export const monthKey = (index: number) => monthStart(index).slice(0, 7);

/**
 * The same day `n` months on, clamped to the month's last day (31 August + 6 months = 28 or 29 February), as a
 * rolling window counts it.
 */
export function addMonths(day: string, n: number): string {
  const index = monthIndex(day) + n;
  const d = Number(day.slice(8, 10));
  const last = daysBetween(monthStart(index), monthStart(index + 1));
  return addDays(monthStart(index), Math.min(d, last) - 1);
}
