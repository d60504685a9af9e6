import { formatMeetingTime, zonedDateTime } from '../../../lib/format/index.ts';

/** Meeting times are shown in the meeting's own time zone, labelled, so a member travelling sees the real hour. */
export const formatWhen = (startsAt: string, timezone: string): string => formatMeetingTime(startsAt, timezone);

/** Local date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone, for the edit form (ASCII digits in any language). */
export const localDateTime = (iso: string, timezone: string): { date: string; time: string } =>
  zonedDateTime(iso, timezone);
