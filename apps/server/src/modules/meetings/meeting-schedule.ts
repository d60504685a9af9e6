import type { Insertable, Selectable } from 'kysely';
import type { GroupTable } from '../../db/schema.ts';
import type { MeetingTable } from '../../db/schema-meetings.ts';
import { addLocalDays, localParts, weekdayOf, zonedToUtc } from '../../lib/zoned-time.ts';

/** How far ahead chapter meetings are generated from the schedule. */
export const GENERATE_AHEAD_DAYS = 180;

const occurrenceKey = (localDate: string) => `chapter:${localDate}`;

/** The UTC start and end of a meeting held on a local date at a local time in the zone. */
export function meetingTimes(date: string, startTime: string, durationMinutes: number, timezone: string) {
  const start = zonedToUtc(date, startTime, timezone);
  return { start, end: new Date(start.getTime() + durationMinutes * 60_000) };
}

/**
 * The weekly chapter meetings of a group's schedule whose start falls in [from, to], as rows to insert. Each
 * keeps the local start time in the group's zone, so its UTC instant moves with daylight saving.
 */
export function scheduledOccurrences(
  group: Selectable<GroupTable>,
  from: Date,
  to: Date,
  stamp: string,
): Insertable<MeetingTable>[] {
  if (group.meeting_weekday === null || !group.meeting_time) return [];
  const tz = group.timezone;
  const duration = group.meeting_duration_minutes ?? 90;
  const firstLocal = localParts(from, tz).date;
  let date = addLocalDays(firstLocal, (group.meeting_weekday - weekdayOf(firstLocal) + 7) % 7);
  const rows: Insertable<MeetingTable>[] = [];
  for (let i = 0; i < 60; i++, date = addLocalDays(date, 7)) {
    const { start, end } = meetingTimes(date, group.meeting_time, duration, tz);
    if (start > to) break;
    if (start < from) continue;
    rows.push({
      group_id: group.id,
      type: 'chapter',
      title: `${group.name} weekly meeting`,
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      timezone: tz,
      location: group.meeting_location,
      online_link: group.meeting_online_link,
      agenda: null,
      speaker: null,
      status: 'scheduled',
      series_id: null,
      occurrence_key: occurrenceKey(date),
      created_by: null,
      created_at: stamp,
      updated_at: stamp,
    });
  }
  return rows;
}
