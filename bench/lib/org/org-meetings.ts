/** The chapter meetings, and on the past ones attendance, RSVPs and substitutions. */
import { toStamp } from '../../../apps/server/src/db/sql-values.ts';
import { scheduledOccurrences } from '../../../apps/server/src/modules/meetings/meeting-schedule.ts';
import { type AnyRows, DAY, type Group, type MeetingsByGroup, type OrgContext, type Person } from './org-context.ts';

/** Every group's meetings; resolves with each group's past meetings and its coming one. */
export async function addMeetings(ctx: OrgContext, groups: Group[]): Promise<MeetingsByGroup> {
  const { db, o, now, stamp, count, bulk, meetingAt, meetingAtStamp } = ctx;
  // Meetings: the group schedule's weekly occurrences from `weeks` ago to 180 days ahead (what the server
  // itself generates ahead), past ones completed.
  const from = new Date(meetingAt.getTime() - o.weeks * 7 * DAY - 3_600_000);
  const to = new Date(now.getTime() + 180 * DAY);
  const meetingRows = groups.flatMap((g) =>
    scheduledOccurrences(g, from, to, stamp).map((r) => ({
      ...r,
      status: (r.starts_at as string) < stamp ? 'completed' : 'scheduled',
      agenda:
        '<p><strong>Open networking</strong> from 6:45</p><ul><li>Member introductions (60 seconds each)</li><li>Feature presentation</li><li>Referrals and thank-yous</li></ul>',
    })),
  );
  const meetings = await bulk(meetingRows, (chunk) =>
    db
      .insertInto('meetings')
      .values(chunk as AnyRows)
      .returning(['id', 'group_id', 'starts_at', 'status'])
      .execute(),
  );
  count('meetings', meetings.length);
  const byGroup: MeetingsByGroup = new Map();
  for (const m of meetings) {
    const entry = byGroup.get(m.group_id) ?? { past: [], next: 0 };
    if (m.status === 'completed') entry.past.push(m);
    if (m.starts_at === meetingAtStamp) entry.next = m.id;
    byGroup.set(m.group_id, entry);
  }
  return byGroup;
}

export async function addAttendance(
  ctx: OrgContext,
  groups: Group[],
  people: Person[][],
  byGroup: MeetingsByGroup,
): Promise<void> {
  const { rnd, stamp, insertAll } = ctx;
  // Attendance (PALMS) on every past meeting, reliability from 55 % to 98 %; RSVPs on past meetings and, from
  // a third of the members, on the coming one already; a substitution behind each 'substitute' mark.
  const attendance = [];
  const rsvps = [];
  const substitutions = [];
  const responses = ['attending', 'attending', 'attending', 'tentative', 'not_attending'] as const;
  for (const [c, chapter] of people.entries()) {
    const g = groups[c] as { id: number };
    const { past, next } = byGroup.get(g.id) ?? { past: [], next: 0 };
    const secretary = chapter[3]?.id ?? null;
    for (const [j, p] of chapter.entries()) {
      const reliability = 0.55 + ((j * 37 + c) % 44) / 100;
      for (const m of past) {
        const r = rnd();
        let status = 'present';
        if (r > reliability) status = rnd() < 0.5 ? 'absent' : rnd() < 0.5 ? 'substitute' : 'medical';
        else if (r > reliability - 0.06) status = 'late';
        attendance.push({
          meeting_id: m.id,
          user_id: p.id,
          group_id: g.id,
          meeting_starts_at: m.starts_at,
          status,
          recorded_by: secretary,
          recorded_at: m.starts_at,
        });
        if (rnd() < 0.75) {
          rsvps.push({
            meeting_id: m.id,
            user_id: p.id,
            response: status === 'absent' || status === 'medical' ? 'not_attending' : 'attending',
            updated_at: toStamp(new Date(Date.parse(m.starts_at) - 2 * DAY)),
          });
        }
        if (status === 'substitute') {
          const note = { substituteId: null, substituteName: 'Sam Stand-In', substitutionStatus: 'approved' };
          substitutions.push({
            meeting_id: m.id,
            group_id: g.id,
            member_id: p.id,
            substitute_user_id: null,
            substitute_name: 'Sam Stand-In',
            substitute_email: `stand-in.${p.id}@org.test`,
            note: JSON.stringify({ ...note, content: 'Away with a client' }),
            status: 'approved',
            decided_by: chapter[1]?.id ?? null,
            decided_at: toStamp(new Date(Date.parse(m.starts_at) - DAY)),
            decision_reason: null,
            created_at: toStamp(new Date(Date.parse(m.starts_at) - 3 * DAY)),
            updated_at: toStamp(new Date(Date.parse(m.starts_at) - DAY)),
          });
        }
      }
      if (next && j % 3 === 0) {
        rsvps.push({ meeting_id: next, user_id: p.id, response: responses[j % responses.length], updated_at: stamp });
      }
    }
  }
  await insertAll('attendance', attendance);
  await insertAll('meeting_rsvps', rsvps);
  await insertAll('substitutions', substitutions);
}
