import { formatMeetingTime } from '../../../lib/format/index.ts';

/** Meeting times are shown in the meeting's own time zone, labelled, so a member travelling sees the real hour. */
export const formatWhen = (startsAt: string, timezone: string): string => formatMeetingTime(startsAt, timezone);

/** Local date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone, for the edit form. */
export function localDateTime(iso: string, timezone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
