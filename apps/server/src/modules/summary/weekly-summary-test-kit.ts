import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { AttendanceStatus, MeetingStatus, MeetingType } from '../../db/schema-meetings.ts';
import type { BuiltUser } from '../../test/factories.ts';

/**
 * The weekly summary test's data: five weeks of a chapter's meetings, attendance, visitors and records from a fixed
 * seed, and each week's figures counted straight from the tables, to compare with what the summary says.
 */

export const MINUTE = 60_000;
export const DAY = 86_400_000;
/** Monday 2 March 2026, 07:00–08:30 in New York (UTC−5 until 8 March): the meeting being summarised. */
export const STARTS = '2026-03-02T12:00:00.000Z';
export const ENDS = '2026-03-02T13:30:00.000Z';
export const NOW = new Date('2026-03-02T13:35:00.000Z');
/**
 * Where the weeks start, written out by hand (New York midnights): this week is Tue 24 Feb – Mon 2 Mar and is
 * counted up to now; the four before it end on Mondays 23, 16, 9 and 2 February.
 */
export const BOUNDS = [
  NOW.toISOString(),
  '2026-02-24T05:00:00.000Z',
  '2026-02-17T05:00:00.000Z',
  '2026-02-10T05:00:00.000Z',
  '2026-02-03T05:00:00.000Z',
  '2026-01-27T05:00:00.000Z',
];
export const STATUSES: AttendanceStatus[] = ['present', 'late', 'absent', 'medical', 'substitute'];

export async function addMeeting(
  db: Db,
  groupId: number,
  startsAt: string,
  opts: { status?: MeetingStatus; type?: MeetingType; minutes?: number } = {},
) {
  const ends = new Date(Date.parse(startsAt) + (opts.minutes ?? 90) * MINUTE).toISOString();
  return db
    .insertInto('meetings')
    .values({
      group_id: groupId,
      type: opts.type ?? 'chapter',
      title: 'Weekly <b>meeting</b>',
      starts_at: startsAt,
      ends_at: ends,
      timezone: 'America/New_York',
      location: null,
      online_link: null,
      agenda: null,
      speaker: null,
      status: opts.status ?? 'scheduled',
      series_id: null,
      occurrence_key: null,
      created_by: null,
      created_at: startsAt,
      updated_at: startsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Five weeks of meetings (one cancelled for a holiday), attendance, visitors and records, from a fixed seed. */
export async function seedWeeks(db: Db, groupId: number, people: BuiltUser[]) {
  let seed = 11;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const pick = () => people[Math.floor(rnd() * people.length)] as BuiltUser;
  const mondays = ['2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02'];
  let visitor = 0;
  for (const day of mondays) {
    const startsAt = `${day}T12:00:00.000Z`;
    const holiday = day === '2026-02-16';
    const { id } = await addMeeting(db, groupId, startsAt, { status: holiday ? 'cancelled' : 'scheduled' });
    if (holiday) continue;
    for (const p of people) {
      if (rnd() < 0.15) continue; // not recorded
      const status = STATUSES[Math.floor(rnd() * rnd() * STATUSES.length)] ?? 'present';
      await db
        .insertInto('attendance')
        .values({
          meeting_id: id,
          user_id: p.id,
          group_id: groupId,
          meeting_starts_at: startsAt,
          status,
          recorded_by: null,
          recorded_at: startsAt,
        })
        .execute();
    }
    for (let v = 1 + Math.floor(rnd() * 3); v > 0; v--) {
      const row = await db
        .insertInto('visitors')
        .values({
          group_id: groupId,
          invited_by: pick().id,
          meeting_id: id,
          user_id: null,
          name: `Guest ${++visitor}`,
          email: `guest${visitor}@example.test`,
          phone: null,
          company: null,
          classification: null,
          status: 'attended',
          notes: null,
          first_visit_meeting_id: id,
          first_visit_at: startsAt,
          created_at: startsAt,
          updated_at: startsAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('visitor_checkins')
        .values({ meeting_id: id, visitor_id: row.id, checked_in_by: null, checked_in_at: startsAt })
        .execute();
    }
  }
  // Records from 40 days back to later today, a few right at this week's first local midnight.
  const times = Array.from({ length: 240 }, () => Date.parse('2026-01-22T00:00:00Z') + Math.floor(rnd() * 40 * DAY));
  times.push(Date.parse(BOUNDS[1] as string) - 1, Date.parse(BOUNDS[1] as string), NOW.getTime() + 3 * 3_600_000);
  const rows = times.map((at, i) => {
    const giver = pick();
    const receiver = people[(people.indexOf(giver) + 1) % people.length] as BuiltUser;
    const type = i % 3 === 2 ? 'closed_business' : 'referral';
    // Thanks are dated by day, stored at noon UTC of the day in New York they were recorded on (schema.ts).
    const day = new Date(at).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const stamp = type === 'closed_business' ? `${day}T12:00:00.000Z` : new Date(at).toISOString();
    return {
      group_id: groupId,
      type,
      giver_id: giver.id,
      receiver_id: receiver.id,
      status: 'new',
      approval_status: (['approved', 'pending', 'rejected', 'approved'] as const)[i % 4] ?? null,
      approval_reason: null,
      decided_by: null,
      decided_at: null,
      amount_cents: type === 'closed_business' ? 5000 + i * 1237 : null,
      currency: type === 'closed_business' ? (i % 5 ? 'USD' : 'EUR') : null,
      credits: null,
      referral_id: null,
      summary: `record ${i}`,
      details: JSON.stringify(type === 'referral' ? { scope: i % 4 < 2 ? 'inside' : 'outside' } : {}),
      occurred_at: stamp,
      client_request_id: `summary-${i}`,
      request_hash: null,
      created_at: stamp,
      updated_at: stamp,
    } as const;
  });
  await db.insertInto('activity_records').values(rows).execute();
  // Referral steps: about half followed up 1–4 days after being given, a third of those won 5–9 days after.
  const referrals = await db
    .selectFrom('activity_records')
    .select(['id', 'created_at'])
    .where('group_id', '=', groupId)
    .where('type', '=', 'referral')
    .orderBy('id')
    .execute();
  const steps = referrals.flatMap((r, i) => {
    if (i % 2) return [];
    const at = (days: number) =>
      new Date(Date.parse(r.created_at) + days * DAY + Math.floor(rnd() * DAY)).toISOString();
    const step = (to: string, when: string, from: string) => ({
      activity_id: r.id,
      actor_id: null,
      action: 'status',
      from_status: from,
      to_status: to,
      note: null,
      created_at: when,
    });
    const contacted = step('contacted', at(1 + Math.floor(rnd() * 4)), 'new');
    return i % 6 ? [contacted] : [contacted, step('won', at(5 + Math.floor(rnd() * 5)), 'contacted')];
  });
  await db.insertInto('activity_status_history').values(steps).execute();
}

/** Noon UTC of the New York date an instant falls on: how a record dated that day is stored. */
const noonOf = (instant: string) =>
  `${new Date(instant).toLocaleDateString('en-CA', { timeZone: 'America/New_York' })}T12:00:00.000Z`;

/** One week's figures straight from the tables, one query each, with the hand-written bounds. */
export async function countWeek(db: Db, groupId: number, from: string, to: string) {
  const one = async (q: ReturnType<typeof sql<{ n: number | string | null }>>) =>
    Number((await q.execute(db)).rows[0]?.n ?? 0);
  const g = groupId;
  const activity = sql`group_id = ${g} and occurred_at >= ${from} and occurred_at < ${to}`;
  const referral = sql`${activity} and type = 'referral' and (approval_status is null or approval_status <> 'rejected')`;
  const counts: Record<string, number> = {
    held: await one(
      sql`select count(*) as n from meetings where group_id = ${g} and status <> 'cancelled' and starts_at >= ${from} and starts_at < ${to}`,
    ),
    visitors: await one(
      sql`select count(*) as n from visitor_checkins c join meetings m on m.id = c.meeting_id where m.group_id = ${g} and m.starts_at >= ${from} and m.starts_at < ${to}`,
    ),
    referralsInside: await one(
      sql`select count(*) as n from activity_records where ${referral} and details like '%"scope":"inside"%'`,
    ),
    referralsOutside: await one(
      sql`select count(*) as n from activity_records where ${referral} and details not like '%"scope":"inside"%'`,
    ),
    // A referral's follow-up is its first step; it is won when a step says so.
    referralsFollowedUp: await one(
      sql`select count(*) as n from activity_records a where a.group_id = ${g} and a.type = 'referral'
        and (a.approval_status is null or a.approval_status <> 'rejected')
        and (select min(h.created_at) from activity_status_history h where h.activity_id = a.id and h.action = 'status')
          >= ${from}
        and (select min(h.created_at) from activity_status_history h where h.activity_id = a.id and h.action = 'status')
          < ${to}`,
    ),
    referralsWon: await one(
      sql`select count(*) as n from activity_status_history h join activity_records a on a.id = h.activity_id
        where a.group_id = ${g} and (a.approval_status is null or a.approval_status <> 'rejected')
        and h.to_status = 'won' and h.created_at >= ${from} and h.created_at < ${to}`,
    ),
    // Thanks by their day: the week's first and last New York dates, as the noon stamps they carry.
    tyfcbCents: await one(
      sql`select coalesce(sum(amount_cents), 0) as n from activity_records where group_id = ${g} and occurred_at >= ${noonOf(from)} and occurred_at <= ${noonOf(new Date(Date.parse(to) - 1).toISOString())} and type = 'closed_business' and approval_status = 'approved' and currency = 'USD'`,
    ),
  };
  for (const s of STATUSES)
    counts[s] = await one(
      sql`select count(*) as n from attendance where group_id = ${g} and status = ${s} and meeting_starts_at >= ${from} and meeting_starts_at < ${to}`,
    );
  return counts;
}
