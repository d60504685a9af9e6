import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, chapter, type Person } from '../activity/activity-test-kit.ts';
import { palmsWeekOf, weekEndsBetween } from '../activity/palms-week.ts';

/**
 * A week's PALMS: draft, completed, holiday (docs/palms-weeks.md). The chapter meets on Thursdays at 07:00 for 90
 * minutes; the test clock starts on Monday 2 March 2026, so the week ending Thursday 26 February is over and the one
 * ending 5 March is under way.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof chapter>>;
let a: ReturnType<typeof api>;

beforeEach(async () => {
  t = await createTestApp();
  c = await chapter(t);
  a = api(t);
  await t.ctx.db
    .updateTable('groups')
    .set({ meeting_weekday: 4, meeting_time: '07:00', meeting_duration_minutes: 90 })
    .where('id', '=', c.group.id)
    .execute();
});
afterEach(() => t.close());

const setWeek = (who: Person, weekEnds: string, state: 'draft' | 'completed' | 'holiday') =>
  a.as(who).call('PUT /api/attendance/weeks/:weekEnds', { params: { weekEnds }, body: { state } });
const actionsOf = async (who: Person, id: number) =>
  (await a.as(who).ok('GET /api/activities/:id', { params: { id } })).actions;
const stillThere = async (id: number) =>
  (await t.ctx.db.selectFrom('activity_records').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('which week a slip counts in', () => {
  const thursdays = {
    timezone: 'Europe/London',
    meeting_weekday: 4,
    meeting_time: '07:00',
    meeting_duration_minutes: 90,
  };
  it('closes each week on the meeting day, and moves a slip entered after the meeting to the next week', () => {
    const referral = (at: string) => palmsWeekOf(thursdays, { type: 'referral', occurred_at: at });
    expect(referral('2026-02-20T10:00:00.000Z')).toBe('2026-02-26'); // the Friday after a meeting
    expect(referral('2026-02-26T08:00:00.000Z')).toBe('2026-02-26'); // during the meeting
    expect(referral('2026-02-26T08:30:00.000Z')).toBe('2026-03-05'); // once it has ended
    // In London's summer time the meeting ends at 07:30 UTC.
    expect(referral('2026-07-02T07:29:00.000Z')).toBe('2026-07-02');
    expect(referral('2026-07-02T07:30:00.000Z')).toBe('2026-07-09');
    // A thanks dated the meeting day counts in that day's week, whatever the time it was written.
    expect(palmsWeekOf(thursdays, { type: 'closed_business', occurred_at: '2026-02-26T12:00:00.000Z' })).toBe(
      '2026-02-26',
    );
    // No meeting day: weeks end on Sunday.
    const noDay = { ...thursdays, meeting_weekday: null, meeting_time: null };
    expect(palmsWeekOf(noDay, { type: 'referral', occurred_at: '2026-03-02T09:00:00.000Z' })).toBe('2026-03-08');
    expect(weekEndsBetween('2026-02-01', '2026-02-28', 4)).toEqual([
      '2026-02-05',
      '2026-02-12',
      '2026-02-19',
      '2026-02-26',
      '2026-03-05',
    ]);
  });
});

describe("a week's PALMS state", () => {
  it('is a draft until a leader who records attendance completes it, marks it a holiday or reopens it', async () => {
    const list = () => a.as(c.vp).ok('GET /api/attendance/weeks', { query: { from: '2026-02-20', to: '2026-03-02' } });
    expect((await list()).weeks.map((w) => [w.weekEnds, w.state])).toEqual([
      ['2026-02-26', 'draft'],
      ['2026-03-05', 'draft'],
    ]);
    expect((await setWeek(c.vp, '2026-02-26', 'completed')).statusCode).toBe(200);
    expect((await list()).weeks[0]).toMatchObject({
      state: 'completed',
      changedBy: { id: c.vp.id, name: 'Val Vice' },
    });
    expect((await setWeek(c.vp, '2026-02-26', 'holiday')).statusCode).toBe(200);
    expect((await list()).weeks[0]?.state).toBe('holiday');
    expect((await setWeek(c.vp, '2026-02-26', 'draft')).statusCode).toBe(200);
    expect((await list()).weeks[0]).toMatchObject({ state: 'draft', changedBy: null });
    // Each change is in the audit log.
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'palms.%')
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['palms.week.completed', 'palms.week.holiday', 'palms.week.draft']);
  });

  it('refuses a week still under way, a day that ends no week, and members', async () => {
    const future = await setWeek(c.vp, '2026-03-05', 'completed');
    expect(future.statusCode).toBe(409);
    expect(future.error.message).toBe('That week has not ended yet');
    const wednesday = await setWeek(c.vp, '2026-02-25', 'completed');
    expect(wednesday.statusCode).toBe(400);
    expect(wednesday.error.message).toBe('That day does not end a PALMS week');
    expect((await setWeek(c.ann, '2026-02-26', 'completed')).statusCode).toBe(403);
    expect((await setWeek(c.board, '2026-02-26', 'completed')).statusCode).toBe(403);
  });
});

describe('changing a slip', () => {
  it('lets its giver edit and delete it while its week is a draft, and only leaders once the week is final', async () => {
    const thanks = (await a.business(c.ann, c.bob, { occurredOn: '2026-02-25' })).body;
    const training = (await a.training(c.ann, { occurredOn: '2026-02-24' })).body;
    expect(await actionsOf(c.ann, thanks.id)).toEqual(expect.arrayContaining(['edit', 'delete']));
    expect(await actionsOf(c.bob, thanks.id)).not.toContain('delete');

    await setWeek(c.vp, '2026-02-26', 'completed');
    expect(await actionsOf(c.ann, thanks.id)).not.toEqual(expect.arrayContaining(['edit']));
    expect(await actionsOf(c.ann, thanks.id)).not.toContain('delete');
    const edit = await a.as(c.ann).call('PATCH /api/activities/:id', {
      params: { id: thanks.id },
      body: { description: 'A bigger kitchen' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.error.message).toBe(
      "This slip's PALMS week is final: only a leader who records attendance can change it",
    );
    expect((await a.as(c.ann).call('DELETE /api/activities/:id', { params: { id: training.id } })).statusCode).toBe(
      403,
    );
    expect(await stillThere(training.id)).toBe(true);
    // A new slip dated into the final week is refused; a later date is fine.
    const late = await a.training(c.ann, { occurredOn: '2026-02-23' });
    expect(late.statusCode).toBe(409);
    expect(late.error.message).toContain('The PALMS week ending 2026-02-26 is final');
    expect((await a.training(c.ann, { occurredOn: '2026-02-27' })).statusCode).toBe(201);

    // The Vice President, who keeps the PALMS, still corrects and deletes.
    expect(await actionsOf(c.vp, thanks.id)).toEqual(expect.arrayContaining(['edit', 'delete']));
    const fixed = await a.as(c.vp).call('PATCH /api/activities/:id', {
      params: { id: thanks.id },
      body: { description: 'A bigger kitchen' },
    });
    expect(fixed.statusCode).toBe(200);
    expect((await a.as(c.vp).call('DELETE /api/activities/:id', { params: { id: training.id } })).statusCode).toBe(200);
    expect(await stillThere(training.id)).toBe(false);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', 'like', '%.deleted')
      .execute();
    expect(audit.map((r) => r.summary)).toEqual([expect.stringContaining('deleted')]);

    // Reopened, the week is the giver's again.
    await setWeek(c.vp, '2026-02-26', 'draft');
    expect(await actionsOf(c.ann, thanks.id)).toEqual(expect.arrayContaining(['edit', 'delete']));
    expect((await a.as(c.ann).call('DELETE /api/activities/:id', { params: { id: thanks.id } })).statusCode).toBe(200);
  });

  it('keeps a referral its receiver has begun working on, and a holiday week, from its giver', async () => {
    const started = (await a.referral(c.ann, c.bob)).body;
    const untouched = (await a.referral(c.ann, c.cat)).body;
    await a
      .as(c.bob)
      .ok('POST /api/activities/:id/status', { params: { id: started.id }, body: { status: 'contacted' } });
    const refused = await a.as(c.ann).call('DELETE /api/activities/:id', { params: { id: started.id } });
    expect(refused.statusCode).toBe(403);
    expect(refused.error.message).toBe('This slip can no longer be deleted by its giver; ask a leader');
    // Nobody else's slip is theirs to delete.
    expect((await a.as(c.bob).call('DELETE /api/activities/:id', { params: { id: untouched.id } })).statusCode).toBe(
      403,
    );
    expect((await a.as(c.ann).call('DELETE /api/activities/:id', { params: { id: untouched.id } })).statusCode).toBe(
      200,
    );

    const thanks = (await a.business(c.ann, c.bob, { occurredOn: '2026-02-20' })).body;
    await setWeek(c.vp, '2026-02-26', 'holiday');
    expect(await actionsOf(c.ann, thanks.id)).not.toContain('delete');
  });
});

describe('the PALMS report', () => {
  it('lists the weeks of its period with their states, and says in the CSV which are provisional', async () => {
    await setWeek(c.vp, '2026-02-19', 'completed');
    await setWeek(c.vp, '2026-02-26', 'holiday');
    const query = { from: '2026-02-13', to: '2026-03-01' };
    const report = await a.as(c.vp).ok('GET /api/attendance/report', { query });
    expect(report.weeks.map((w) => [w.weekEnds, w.state])).toEqual([
      ['2026-02-19', 'completed'],
      ['2026-02-26', 'holiday'],
      ['2026-03-05', 'draft'],
    ]);
    const csv = await a.as(c.vp).call('GET /api/attendance/report.csv', { query });
    expect(csv.text.trimEnd().split('\n').at(-1)).toBe('Provisional (weeks still a draft),2026-03-05');
    await setWeek(c.vp, '2026-02-19', 'draft');
    const again = await a.as(c.vp).call('GET /api/attendance/report.csv', { query });
    expect(again.text.trimEnd().split('\n').at(-1)).toBe('Provisional (weeks still a draft),2026-02-19 2026-03-05');
  });
});
