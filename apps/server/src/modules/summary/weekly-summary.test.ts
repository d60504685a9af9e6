import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/kysely.ts';
import type { AttendanceStatus, MeetingStatus, MeetingType } from '../../db/schema-meetings.ts';
import { type BuiltUser, buildGroup, buildMember, type GroupRow } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { WeeklySummaries } from './weekly-summary.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Monday 2 March 2026, 07:00–08:30 in New York (UTC−5 until 8 March): the meeting being summarised. */
const STARTS = '2026-03-02T12:00:00.000Z';
const ENDS = '2026-03-02T13:30:00.000Z';
const NOW = new Date('2026-03-02T13:35:00.000Z');
/**
 * Where the weeks start, written out by hand (New York midnights): this week is Tue 24 Feb – Mon 2 Mar and is
 * counted up to now; the four before it end on Mondays 23, 16, 9 and 2 February.
 */
const BOUNDS = [
  NOW.toISOString(),
  '2026-02-24T05:00:00.000Z',
  '2026-02-17T05:00:00.000Z',
  '2026-02-10T05:00:00.000Z',
  '2026-02-03T05:00:00.000Z',
  '2026-01-27T05:00:00.000Z',
];
const STATUSES: AttendanceStatus[] = ['present', 'late', 'absent', 'medical', 'substitute'];

let t: TestApp;
let group: GroupRow;
let president: BuiltUser;
let vp: BuiltUser;
let secretary: BuiltUser;
let board: BuiltUser;
let members: BuiltUser[];

async function addMeeting(
  groupId: number,
  startsAt: string,
  opts: { status?: MeetingStatus; type?: MeetingType; minutes?: number } = {},
) {
  const ends = new Date(Date.parse(startsAt) + (opts.minutes ?? 90) * MINUTE).toISOString();
  return t.ctx.db
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

const emails = () =>
  t.ctx.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body_text', 'body_html'])
    .where('kind', '=', 'email')
    .orderBy('recipient')
    .execute();

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour & Bay', timezone: 'America/New_York' });
  const groupId = group.id;
  president = await buildMember(t.ctx, { groupId, role: 'President', name: 'Pat <script>alert("x")</script>' });
  vp = await buildMember(t.ctx, { groupId, role: 'Vice President', name: 'Val Vice' });
  secretary = await buildMember(t.ctx, { groupId, role: 'Secretary Treasurer', name: 'Sam Secretary' });
  board = await buildMember(t.ctx, { groupId, role: 'Board Member', name: 'Bo Board' });
  members = [];
  for (const name of ['Ann Able', 'Ben Bright', 'Cy Cole', 'Di Dunn'])
    members.push(await buildMember(t.ctx, { groupId, name }));
  // This group lets its Board Members record attendance; the Secretary turned the summary off.
  await t.ctx.db
    .insertInto('role_permission_overrides')
    .values({
      group_id: groupId,
      role: 'Board Member',
      permission: 'record_attendance',
      granted: 1,
      updated_by: null,
      updated_at: STARTS,
    })
    .execute();
  await t.ctx.db
    .insertInto('user_settings')
    .values({ user_id: secretary.id, key: 'notifications.emailWeeklySummary', value: 'false', updated_at: STARTS })
    .execute();
  t.clock.set(NOW);
});
afterEach(() => t.close());

/** Five weeks of meetings (one cancelled for a holiday), attendance, visitors and records, from a fixed seed. */
async function seedWeeks(db: Db) {
  let seed = 11;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const people = [president, vp, secretary, board, ...members];
  const pick = () => people[Math.floor(rnd() * people.length)] as BuiltUser;
  const mondays = ['2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02'];
  let visitor = 0;
  for (const day of mondays) {
    const startsAt = `${day}T12:00:00.000Z`;
    const holiday = day === '2026-02-16';
    const { id } = await addMeeting(group.id, startsAt, { status: holiday ? 'cancelled' : 'scheduled' });
    if (holiday) continue;
    for (const p of people) {
      if (rnd() < 0.15) continue; // not recorded
      const status = STATUSES[Math.floor(rnd() * rnd() * STATUSES.length)] ?? 'present';
      await db
        .insertInto('attendance')
        .values({
          meeting_id: id,
          user_id: p.id,
          group_id: group.id,
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
          group_id: group.id,
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
    const stamp = new Date(at).toISOString();
    return {
      group_id: group.id,
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
}

/** One week's figures straight from the tables, one query each, with the hand-written bounds. */
async function countWeek(db: Db, from: string, to: string) {
  const one = async (q: ReturnType<typeof sql<{ n: number | string | null }>>) =>
    Number((await q.execute(db)).rows[0]?.n ?? 0);
  const g = group.id;
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
    tyfcbCents: await one(
      sql`select coalesce(sum(amount_cents), 0) as n from activity_records where ${activity} and type = 'closed_business' and approval_status = 'approved' and currency = 'USD'`,
    ),
  };
  for (const s of STATUSES)
    counts[s] = await one(
      sql`select count(*) as n from attendance where group_id = ${g} and status = ${s} and meeting_starts_at >= ${from} and meeting_starts_at < ${to}`,
    );
  return counts;
}

const decimal = (n: number) => {
  const r = Math.round(n * 10) / 10;
  return Number.isInteger(r) ? String(r) : r.toFixed(1);
};
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the weekly summary', () => {
  it('goes to each leader once the meeting has ended, and to no ordinary member', async () => {
    await addMeeting(group.id, STARTS);
    const other = await buildGroup(t.ctx, { timezone: 'America/New_York' });
    await buildMember(t.ctx, { groupId: other.id, role: 'President' });
    t.clock.set(new Date(Date.parse(ENDS) - MINUTE));
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(0);
    t.clock.set(NOW);
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(3);
    const sent = await emails();
    // The President and Vice President, and the Board Member through the group's override; the Secretary opted out.
    expect(sent.map((m) => m.recipient).sort()).toEqual([president.email, vp.email, board.email].sort());
    expect(sent.map((m) => m.subject)).toEqual(Array(3).fill('Weekly summary: Harbour & Bay, week to Mon, Mar 2'));
    const runs = await t.ctx.db.selectFrom('job_runs').select(['period', 'result']).where('job', '=', 'weekly-summary');
    expect(await runs.execute()).toEqual([{ period: expect.stringMatching(/^meeting:\d+$/), result: 'sent 3' }]);
  });

  it('counts what the records hold for the week and the four weeks before', async () => {
    await seedWeeks(t.ctx.db);
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(3);
    const mail = (await emails()).find((m) => m.recipient === vp.email);
    const weeks = [];
    for (let i = 0; i < 5; i++) weeks.push(await countWeek(t.ctx.db, BOUNDS[i + 1] as string, BOUNDS[i] as string));
    const [now, ...earlier] = weeks as Record<string, number>[];
    const recorded = (w: Record<string, number>) => STATUSES.reduce((n, s) => n + (w[s] ?? 0), 0);
    // Attendance against the weeks with attendance recorded, the rest against the weeks the chapter met in.
    const attendanceWeeks = earlier.filter((w) => recorded(w) > 0);
    const meetingWeeks = earlier.filter((w) => (w.held ?? 0) > 0);
    expect([attendanceWeeks.length, meetingWeeks.length]).toEqual([3, 3]);
    const expected = (label: string, key: string, money = false) => {
      const pool = (STATUSES as string[]).includes(key) ? attendanceWeeks : meetingWeeks;
      const value = now?.[key] ?? 0;
      const avg = pool.reduce((n, w) => n + (w[key] ?? 0), 0) / pool.length;
      const arrow = value === avg ? '=' : value > avg ? '▲' : '▼';
      const show = money ? dollars : decimal;
      return `${label}: ${show(value)} (average ${show(avg)} ${arrow})`;
    };
    const lines = mail?.body_text.split('\n') ?? [];
    expect(lines).toEqual(
      expect.arrayContaining([
        expected('Present', 'present'),
        expected('Late', 'late'),
        expected('Absent', 'absent'),
        expected('Medical', 'medical'),
        expected('Substitute', 'substitute'),
        expected('Checked in', 'visitors'),
        expected('Inside the chapter', 'referralsInside'),
        expected('Outside the chapter', 'referralsOutside'),
        expected('Total', 'tyfcbCents', true),
      ]),
    );
    // The seed reaches every figure, and the weeks differ, so agreeing zeros or a wrong window cannot pass.
    for (const key of ['present', 'visitors', 'referralsInside', 'referralsOutside', 'tyfcbCents'])
      expect(now?.[key], key).toBeGreaterThan(0);
    expect(new Set(weeks.map((w) => w.referralsInside)).size).toBeGreaterThan(2);
    expect(lines).toContain('Compared with the average of the 3 weeks the chapter met in among the 4 before.');
  });

  it('is sent once, however often and by however many processes the job runs', async () => {
    await addMeeting(group.id, STARTS);
    // A losing claim is a normal outcome, not a failure that would be logged and retried.
    const failures = vi.spyOn(t.ctx.log, 'error');
    const processes = [new WeeklySummaries(t.ctx), new WeeklySummaries(t.ctx), new WeeklySummaries(t.ctx)];
    const results = await Promise.all(processes.map((p) => p.sendDue()));
    expect(results.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await processes[0]?.sendDue()).toBe(0);
    t.clock.advance(10 * MINUTE);
    expect(await Promise.all(processes.map((p) => p.sendDue()))).toEqual([0, 0, 0]);
    expect(await emails()).toHaveLength(3);
    expect(failures).not.toHaveBeenCalled();
  });

  it('skips cancelled meetings, meetings that ended over a day ago, and other kinds of meeting', async () => {
    await addMeeting(group.id, STARTS, { status: 'cancelled' });
    await addMeeting(group.id, new Date(NOW.getTime() - 3 * DAY - 2 * 3_600_000).toISOString());
    await addMeeting(group.id, '2026-03-02T10:00:00.000Z', { type: 'social' });
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(0);
    expect(await emails()).toEqual([]);
    // The 24 hours count from the end: a meeting that ended 23 hours ago is still summarised.
    await addMeeting(group.id, new Date(NOW.getTime() - 23 * 3_600_000 - 90 * MINUTE).toISOString());
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(3);
  });

  it("escapes names in the HTML and links to the week's PALMS report", async () => {
    const { id } = await addMeeting(group.id, STARTS);
    await new WeeklySummaries(t.ctx).sendDue();
    const mail = (await emails()).find((m) => m.recipient === president.email);
    const html = mail?.body_html ?? '';
    expect(html).toContain('Hello Pat &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(html).toContain('Harbour &amp; Bay');
    expect(html).toContain('Weekly &lt;b&gt;meeting&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<b>/i);
    expect(html).toContain('href="https://chapter.test/admin/attendance?from=2026-02-24&amp;to=2026-03-02"');
    expect(mail?.body_text).toContain('https://chapter.test/admin/attendance?from=2026-02-24&to=2026-03-02');
    expect(mail?.body_text).toContain('Hello Pat <script>alert("x")</script>,');
    // Nothing recorded yet: said in words, with the way to record it, rather than a row of zeros.
    expect(mail?.body_text).toContain(
      `No attendance recorded yet.\nRecord it: https://chapter.test/meetings/${id}/attendance`,
    );
    expect(mail?.body_text).not.toMatch(/^Present:/m);
    expect(mail?.body_text).toContain('There are no earlier weeks to compare with yet.');
    expect(mail?.body_text).toContain('Monday, March 2, 2026 at 7:00 AM EST');
  });

  it('speaks each leader’s language, else the chapter’s, with dates and amounts in its forms', async () => {
    // A Berlin-minded chapter: German is its language; the Vice President chose Spanish.
    await t.ctx.db.updateTable('groups').set({ language: 'de' }).where('id', '=', group.id).execute();
    await t.ctx.db.updateTable('users').set({ preferred_language: 'es' }).where('id', '=', vp.id).execute();
    const { id } = await addMeeting(group.id, STARTS);
    await t.ctx.db
      .insertInto('activity_records')
      .values({
        group_id: group.id,
        type: 'closed_business',
        giver_id: members[0]?.id as number,
        receiver_id: members[1]?.id as number,
        status: 'new',
        approval_status: 'approved',
        approval_reason: null,
        decided_by: null,
        decided_at: null,
        amount_cents: 125_050,
        currency: 'USD',
        credits: null,
        referral_id: null,
        summary: 'Office fit-out',
        details: '{}',
        occurred_at: '2026-03-01T15:00:00.000Z',
        client_request_id: 'summary-language',
        request_hash: null,
        created_at: '2026-03-01T15:00:00.000Z',
        updated_at: '2026-03-01T15:00:00.000Z',
      })
      .execute();
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(3);
    const sent = await emails();
    const de = sent.find((m) => m.recipient === board.email);
    expect(de?.subject).toBe('Wochenübersicht: Harbour & Bay, Woche bis Mo., 2. März');
    expect(de?.body_text).toContain('Hallo Bo Board,');
    expect(de?.body_text).toContain('am Montag, 2. März 2026 um 07:00 GMT-5 endet.');
    expect(de?.body_text).toContain(
      `Noch keine Anwesenheit erfasst.\nJetzt erfassen: https://chapter.test/meetings/${id}/attendance`,
    );
    expect(de?.body_text).toContain('DANKE FÜR ABGESCHLOSSENES GESCHÄFT (USD)\nSumme: 1.250,50\u00a0$');
    expect(de?.body_html).toContain('PALMS-Bericht der Woche öffnen');
    const es = sent.find((m) => m.recipient === vp.email);
    expect(es?.subject).toBe('Resumen semanal: Harbour & Bay, semana hasta el lun, 2 mar');
    expect(es?.body_text).toContain('Hola, Val Vice:');
    expect(es?.body_text).toContain(
      'La semana (mar, 24 feb – lun, 2 mar) que termina con Weekly <b>meeting</b> el lunes, 2 de marzo de 2026, 7:00 GMT-5.',
    );
    expect(es?.body_text).toContain('Total: 1250,50\u00a0US$');
    expect(es?.body_text).toContain('Aún no hay semanas anteriores con las que comparar.');
  });

  it('records a group without leaders as done, sending nothing', async () => {
    const lonely = await buildGroup(t.ctx, { timezone: 'UTC' });
    await buildMember(t.ctx, { groupId: lonely.id, name: 'Only Member' });
    await addMeeting(lonely.id, STARTS);
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(0);
    expect(await emails()).toEqual([]);
    const run = await t.ctx.db.selectFrom('job_runs').select('result').where('job', '=', 'weekly-summary').execute();
    expect(run).toEqual([{ result: 'no recipients' }]);
  });
});
