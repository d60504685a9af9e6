/** Visitors with their check-ins, and mentoring: mentor profiles and mentorships. */
import { toStamp } from '../../../apps/server/src/db/sql-values.ts';
import { type AnyRows, DAY, type Group, type MeetingsByGroup, type OrgContext, type Person } from './org-context.ts';
import { FIRST, LAST, TRADES } from './org-words.ts';

export async function addVisitors(
  ctx: OrgContext,
  groups: Group[],
  people: Person[][],
  byGroup: MeetingsByGroup,
): Promise<void> {
  const { db, pick, stamp, count, insertAll, bulk } = ctx;
  // Visitors invited by members over the months, most checked in at the meeting they came to.
  const visitorRows = [];
  const visitorMeeting: number[] = [];
  for (const [c, chapter] of people.entries()) {
    const g = groups[c] as { id: number };
    const { past, next } = byGroup.get(g.id) ?? { past: [], next: 0 };
    for (let v = 0; v < 8; v++) {
      const inviter = chapter[(v * 5 + 4) % chapter.length] as Person;
      const visited = v < 6 && past.length > 0;
      const meeting = visited ? past[past.length - 1 - ((v * 3) % past.length)] : undefined;
      const created = visited && meeting ? toStamp(new Date(Date.parse(meeting.starts_at) - 7 * DAY)) : stamp;
      visitorRows.push({
        group_id: g.id,
        invited_by: inviter.id,
        meeting_id: visited ? (meeting?.id ?? null) : next || null,
        user_id: null,
        name: `${pick(FIRST)} ${pick(LAST)}`,
        email: `visitor.${c + 1}.${v + 1}@org.test`,
        phone: null,
        company: `${pick(LAST)} & Partners`,
        classification: TRADES[(v * 11 + c) % TRADES.length],
        status: visited ? (v === 0 ? 'applied' : 'attended') : 'invited',
        notes: visited ? 'Enjoyed the meeting; follow up about a 1-2-1.' : null,
        first_visit_meeting_id: visited ? (meeting?.id ?? null) : null,
        first_visit_at: visited ? (meeting?.starts_at ?? null) : null,
        created_at: created,
        updated_at: created,
      });
      visitorMeeting.push(visited ? (meeting?.id ?? 0) : 0);
    }
  }
  const visitors = await bulk(visitorRows, (chunk) =>
    db
      .insertInto('visitors')
      .values(chunk as AnyRows)
      .returning(['id', 'first_visit_at', 'group_id'])
      .execute(),
  );
  count('visitors', visitors.length);
  const checkins = visitors.flatMap((v, i) =>
    visitorMeeting[i]
      ? [
          {
            meeting_id: visitorMeeting[i],
            visitor_id: v.id,
            checked_in_by: people[Math.floor(i / 8)]?.[3]?.id ?? null,
            checked_in_at: v.first_visit_at,
          },
        ]
      : [],
  );
  await insertAll('visitor_checkins', checkins);
}

export async function addMentoring(ctx: OrgContext, groups: Group[], people: Person[][]): Promise<void> {
  const { at, insertAll } = ctx;
  // Mentoring: three mentors per chapter, two active pairs and one completed.
  const profiles = [];
  const mentorships = [];
  for (const [c, chapter] of people.entries()) {
    const g = groups[c] as { id: number };
    for (const k of [0, 2, 6]) {
      const mentor = chapter[k] as Person;
      profiles.push({
        user_id: mentor.id,
        group_id: g.id,
        expertise: 'Referral follow-up, presenting your business, first year in the chapter',
        bio: 'Happy to help newer members make their weekly presentation count.',
        capacity: 2,
        accepting: 1,
        created_at: toStamp(at(150)),
        updated_at: toStamp(at(150)),
      });
    }
    for (const [n, [m, e, status]] of (
      [
        [0, 30, 'active'],
        [2, 31, 'active'],
        [6, 32, 'completed'],
      ] as const
    ).entries()) {
      const mentor = chapter[m] as Person;
      const mentee = chapter[e % chapter.length] as Person;
      mentorships.push({
        group_id: g.id,
        mentor_id: mentor.id,
        mentee_id: mentee.id,
        status,
        goals: 'Give my first referral inside the chapter and book four one-to-ones.',
        message: null,
        decline_reason: null,
        assigned_by: chapter[0]?.id ?? null,
        created_at: toStamp(at(120 - n * 10)),
        updated_at: toStamp(at(status === 'completed' ? 20 : 120 - n * 10)),
        started_at: toStamp(at(120 - n * 10)),
        ended_at: status === 'completed' ? toStamp(at(20)) : null,
      });
    }
  }
  await insertAll('mentor_profiles', profiles);
  await insertAll('mentorships', mentorships);
}
