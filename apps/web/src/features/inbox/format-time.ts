const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Whole calendar days from `date` to `now` (0 = today), in the user's time zone. */
function daysAgo(date: Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(date)) / (24 * HOUR));
}

/** Short relative time for the inbox list: "Just now", "5m", "3h", "Yesterday", "Mon", "12 Mar", "12 Mar 2024". */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const ms = now.getTime() - date.getTime();
  const days = daysAgo(date, now);
  if (ms < MINUTE) return 'Just now';
  if (days === 0 && ms < HOUR) return `${Math.floor(ms / MINUTE)}m`;
  if (days === 0) return `${Math.floor(ms / HOUR)}h`;
  if (days === 1) return 'Yesterday';
  if (days < 7) return date.toLocaleDateString(undefined, { weekday: 'short' });
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', ...(!sameYear && { year: 'numeric' }) });
}

/** Day separator in a conversation: "Today", "Yesterday", "Monday, 12 March" (with the year when not this one). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = daysAgo(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(!sameYear && { year: 'numeric' }),
  });
}

/** Whether two timestamps fall on the same calendar day here. */
export function sameDay(a: string, b: string): boolean {
  return startOfDay(new Date(a)) === startOfDay(new Date(b));
}

/** A message's time of day: "14:05" or "2:05 PM" as the user's locale writes it. */
export function timeOfDay(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

/** Full date and time for a tooltip. */
export function fullDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
