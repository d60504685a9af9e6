import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BuiltUser, buildGroup, buildMember, type GroupRow } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { WeeklySummaries } from './weekly-summary.ts';
import {
  addMeeting,
  BOUNDS,
  countWeek,
  DAY,
  ENDS,
  MINUTE,
  NOW,
  STARTS,
  STATUSES,
  seedWeeks,
} from './weekly-summary-test-kit.ts';

let t: TestApp;
let group: GroupRow;
let president: BuiltUser;
let vp: BuiltUser;
let secretary: BuiltUser;
let board: BuiltUser;
let members: BuiltUser[];

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

const decimal = (n: number) => {
  const r = Math.round(n * 10) / 10;
  return Number.isInteger(r) ? String(r) : r.toFixed(1);
};
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the weekly summary', () => {
  it('goes to each leader once the meeting has ended, and to no ordinary member', async () => {
    await addMeeting(t.ctx.db, group.id, STARTS);
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
    await seedWeeks(t.ctx.db, group.id, [president, vp, secretary, board, ...members]);
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(3);
    const mail = (await emails()).find((m) => m.recipient === vp.email);
    const weeks = [];
    for (let i = 0; i < 5; i++)
      weeks.push(await countWeek(t.ctx.db, group.id, BOUNDS[i + 1] as string, BOUNDS[i] as string));
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
        expected('Followed up', 'referralsFollowedUp'),
        expected('Won', 'referralsWon'),
        expected('Total', 'tyfcbCents', true),
      ]),
    );
    // The seed reaches every figure, and the weeks differ, so agreeing zeros or a wrong window cannot pass.
    for (const key of [
      'present',
      'visitors',
      'referralsInside',
      'referralsOutside',
      'referralsFollowedUp',
      'referralsWon',
      'tyfcbCents',
    ])
      expect(now?.[key], key).toBeGreaterThan(0);
    expect(new Set(weeks.map((w) => w.referralsInside)).size).toBeGreaterThan(2);
    expect(lines).toContain('Compared with the average of the 3 weeks the chapter met in among the 4 before.');
  });

  it('is sent once, however often and by however many processes the job runs', async () => {
    await addMeeting(t.ctx.db, group.id, STARTS);
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
    await addMeeting(t.ctx.db, group.id, STARTS, { status: 'cancelled' });
    await addMeeting(t.ctx.db, group.id, new Date(NOW.getTime() - 3 * DAY - 2 * 3_600_000).toISOString());
    await addMeeting(t.ctx.db, group.id, '2026-03-02T10:00:00.000Z', { type: 'social' });
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(0);
    expect(await emails()).toEqual([]);
    // The 24 hours count from the end: a meeting that ended 23 hours ago is still summarised.
    await addMeeting(t.ctx.db, group.id, new Date(NOW.getTime() - 23 * 3_600_000 - 90 * MINUTE).toISOString());
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(3);
  });

  it("escapes names in the HTML and links to the week's PALMS report", async () => {
    const { id } = await addMeeting(t.ctx.db, group.id, STARTS);
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
    const { id } = await addMeeting(t.ctx.db, group.id, STARTS);
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
    await addMeeting(t.ctx.db, lonely.id, STARTS);
    expect(await new WeeklySummaries(t.ctx).sendDue()).toBe(0);
    expect(await emails()).toEqual([]);
    const run = await t.ctx.db.selectFrom('job_runs').select('result').where('job', '=', 'weekly-summary').execute();
    expect(run).toEqual([{ result: 'no recipients' }]);
  });
});
