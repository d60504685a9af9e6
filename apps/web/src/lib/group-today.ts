import { useSession } from './session.ts';

/**
 * The calendar date (YYYY-MM-DD) in the group's time zone: at 9 pm in New York it is still today there,
 * though UTC has moved on. Every date field a form fills in starts from this (docs/activity-records.md).
 */
export function groupToday(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    // An unknown zone: the device's own date is the best guess.
    const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
    return local.toISOString().slice(0, 10);
  }
}

/** Reads "today" for the signed-in member's group, at the moment it is called. */
export function useGroupToday(): () => string {
  const timeZone = useSession().data?.group?.timeZone;
  return () => groupToday(timeZone);
}

/** A calendar date plus whole days (YYYY-MM-DD in, YYYY-MM-DD out; no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}
