import type { Insertable } from 'kysely';
import { addDays } from '../../lib/dates.ts';
import { scheduledOccurrences } from '../../modules/meetings/meeting-schedule.ts';
import type { Db } from '../kysely.ts';
import type { AttendanceStatus, MeetingTable, VisitorStatus } from '../schema-meetings.ts';
import { toStamp } from '../sql-values.ts';
import { DEMO_HISTORY_DAYS, demoLevel } from './demo-activity.ts';

/** A small deterministic generator so every demo database tells the same story. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const VISITORS: Array<[string, string, string, VisitorStatus]> = [
  ['Olivia Grant', 'Grant Florals', 'Florist', 'attended'],
  ['Marcus Lee', 'Lee Legal', 'Business Lawyer', 'applied'],
  ['Hannah Fox', 'Fox Fitness', 'Personal Trainer', 'invited'],
  ['Peter Brooks', 'Brooks Bakery', 'Baker', 'accepted'],
  ['Sofia Marin', 'Marin Events', 'Wedding Planner', 'declined'],
  ['Tom Becker', 'Becker Blinds', 'Window Fitter', 'no-show'],
  ['Aisha Khan', 'Khan Translation', 'Translator', 'attended'],
];

/**
 * Seven months of the demo chapter's meetings: weekly chapter meetings (past ones completed, with varied PALMS
 * attendance per member), the coming weeks with RSVPs, a training and a social, visitors in several states
 * with their check-ins, and substitutions.
 */
export async function seedDemoMeetings(db: Db, now: Date): Promise<void> {
  const group = await db.selectFrom('groups').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const stamp = toStamp(now);
  const rand = seeded(42);
  const rows = scheduledOccurrences(group, addDays(now, -DEMO_HISTORY_DAYS), addDays(now, 42), stamp).map((r) => ({
    ...r,
    status: (r.starts_at as string) < stamp ? ('completed' as const) : ('scheduled' as const),
    agenda:
      '<p><strong>Open networking</strong> from 6:45</p><ul><li>Member introductions (60 seconds each)</li><li>Feature presentation</li><li>Referrals and thank-yous</li></ul>',
  }));
  const extras: Insertable<MeetingTable>[] = [
    {
      ...(rows[0] as Insertable<MeetingTable>),
      type: 'training',
      title: 'Member success training',
      occurrence_key: null,
      starts_at: toStamp(addDays(now, 9)),
      ends_at: toStamp(new Date(addDays(now, 9).getTime() + 2 * 3_600_000)),
      speaker: 'Regional director Joan Ellis',
      status: 'scheduled',
    },
    {
      ...(rows[0] as Insertable<MeetingTable>),
      type: 'social',
      title: 'Summer mixer at the Boathouse',
      occurrence_key: null,
      location: 'The Boathouse, River Walk',
      starts_at: toStamp(addDays(now, 17)),
      ends_at: toStamp(new Date(addDays(now, 17).getTime() + 3 * 3_600_000)),
      agenda: '<p>Bring a guest. Drinks and snacks provided.</p>',
      status: 'scheduled',
    },
  ];
  const meetings = await db
    .insertInto('meetings')
    .values([...rows, ...extras])
    .returning(['id', 'starts_at', 'status', 'occurrence_key'])
    .execute();
  const members = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'm.joined_at'])
    .where('m.group_id', '=', group.id)
    .where('m.status', '=', 'active')
    .where('m.role', 'not in', ['Visitor', 'Substitute'])
    .orderBy('u.id')
    .execute();
  const recorder = members.find((m) => m.email === 'secretary@demo.test')?.id ?? null;
  const past = meetings.filter((m) => m.status === 'completed');
  const upcoming = meetings.filter((m) => m.status === 'scheduled' && m.occurrence_key).slice(0, 2);

  const attendance = [];
  for (const member of members) {
    // Most members come nearly every week; the ones who have drifted miss more (82 % to 99 % present).
    const reliability = 0.8 + 0.19 * demoLevel(member.email);
    for (const m of past) {
      const r = rand();
      // Nobody is marked at a meeting before they joined.
      if (member.joined_at && m.starts_at < member.joined_at) continue;
      let status: AttendanceStatus = 'present';
      if (r > reliability) status = rand() < 0.5 ? 'absent' : rand() < 0.5 ? 'substitute' : 'medical';
      else if (r > reliability - 0.06) status = 'late';
      attendance.push({
        meeting_id: m.id,
        user_id: member.id,
        group_id: group.id,
        meeting_starts_at: m.starts_at,
        status,
        recorded_by: recorder,
        recorded_at: m.starts_at,
      });
    }
  }
  for (let i = 0; i < attendance.length; i += 200) {
    await db
      .insertInto('attendance')
      .values(attendance.slice(i, i + 200))
      .execute();
  }

  const responses = ['attending', 'attending', 'attending', 'tentative', 'not_attending'] as const;
  const rsvps = upcoming.flatMap((m) =>
    members
      .filter((_, i) => i % 4 !== 3)
      .map((member, i) => ({
        meeting_id: m.id,
        user_id: member.id,
        response: responses[i % responses.length] ?? 'attending',
        updated_at: stamp,
      })),
  );
  if (rsvps.length) await db.insertInto('meeting_rsvps').values(rsvps).execute();

  const next = upcoming[0];
  const lastPast = past.at(-1);
  for (const [i, [name, company, classification, status]] of VISITORS.entries()) {
    const inviter = members[(i * 5 + 4) % members.length];
    const visited = status === 'attended' || status === 'applied';
    const meeting = visited ? past[past.length - 1 - (i % 6)] : next;
    const created = toStamp(addDays(now, visited ? -50 + i : -3 + i / 10));
    const visitor = await db
      .insertInto('visitors')
      .values({
        group_id: group.id,
        invited_by: inviter?.id ?? null,
        meeting_id: meeting?.id ?? null,
        user_id: null,
        name,
        email: `${name.split(' ')[0]?.toLowerCase()}.visitor@demo.test`,
        phone: `+1 555 02${String(i).padStart(2, '0')}`,
        company,
        classification,
        status,
        notes: visited ? 'Enjoyed the meeting; follow up about a 1-2-1.' : null,
        first_visit_meeting_id: visited ? (meeting?.id ?? null) : null,
        first_visit_at: visited ? (meeting?.starts_at ?? null) : null,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (visited && meeting) {
      await db
        .insertInto('visitor_checkins')
        .values({
          meeting_id: meeting.id,
          visitor_id: visitor.id,
          checked_in_by: recorder,
          checked_in_at: meeting.starts_at,
        })
        .execute();
    }
  }

  const substitute = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('email', '=', 'substitute@demo.test')
    .executeTakeFirst();
  const absentee = members.find((m) => m.email === 'member3@demo.test');
  const earlier = members.find((m) => m.email === 'member8@demo.test');
  const subs = [
    next &&
      absentee && { meeting: next, member: absentee.id, status: 'pending' as const, content: 'Away at a trade fair' },
    lastPast &&
      earlier && { meeting: lastPast, member: earlier.id, status: 'approved' as const, content: 'Family wedding' },
  ].filter((s) => s !== undefined && s !== null);
  for (const s of subs) {
    await db
      .insertInto('substitutions')
      .values({
        meeting_id: s.meeting.id,
        group_id: group.id,
        member_id: s.member,
        substitute_user_id: substitute?.id ?? null,
        substitute_name: substitute?.name ?? 'Sam Substitute',
        substitute_email: substitute?.email ?? null,
        note: JSON.stringify({
          substituteId: substitute?.id ?? null,
          substituteName: substitute?.name ?? 'Sam Substitute',
          substitutionStatus: s.status,
          content: s.content,
        }),
        status: s.status,
        decided_by: s.status === 'approved' ? recorder : null,
        decided_at: s.status === 'approved' ? stamp : null,
        decision_reason: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    if (s.status === 'approved') {
      await db
        .updateTable('attendance')
        .set({ status: 'substitute' })
        .where('meeting_id', '=', s.meeting.id)
        .where('user_id', '=', s.member)
        .execute();
    }
  }
}
