import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toStamp } from '../../db/sql-values.ts';
import { bearer, buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RenewalReminders } from './renewal-reminders.ts';

const DAY = 86_400_000;
let t: TestApp;
let group: GroupRow;
let president: string;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter' });
  president = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
});
afterEach(() => t.close());

/** A member whose renewal is due `days` from the test clock's now. */
async function memberDue(name: string, days: number, status: 'active' | 'expired' = 'active') {
  const m = await buildMember(t.ctx, { groupId: group.id, name, membershipStatus: status });
  const due = toStamp(new Date(t.clock.now().getTime() + days * DAY));
  await t.ctx.db.updateTable('memberships').set({ renewal_due: due }).where('user_id', '=', m.id).execute();
  return { ...m, due };
}
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string) => t.app.inject({ method: 'POST', url, headers: bearer(token) });
const names = async (window: string) =>
  (await get(president, `/api/renewals?window=${window}`)).json().items.map((i: { name: string }) => i.name);
const remindersTo = async (email: string) =>
  (await t.ctx.db.selectFrom('outbox').select('subject').where('recipient', '=', email).execute()).map(
    (m) => m.subject,
  );

describe('renewal lists', () => {
  it('lists overdue and due within 30/60/90 days, most urgent first, with counts', async () => {
    await memberDue('Olive Overdue', -3);
    await memberDue('Tom Twenty', 20);
    await memberDue('Fay Fifty', 50);
    await memberDue('Nell Eighty', 80);
    await memberDue('Yale Later', 200);
    await memberDue('Lapsed Lou', -40, 'expired');
    expect(await names('overdue')).toEqual(['Olive Overdue']);
    expect(await names('30')).toEqual(['Tom Twenty']);
    expect(await names('60')).toEqual(['Tom Twenty', 'Fay Fifty']);
    expect(await names('90')).toEqual(['Tom Twenty', 'Fay Fifty', 'Nell Eighty']);
    expect((await get(president, '/api/renewals/summary')).json()).toEqual({
      overdue: 1,
      within30: 1,
      within60: 2,
      within90: 3,
    });
    const first = (await get(president, '/api/renewals?window=90&limit=2')).json();
    expect(first.items[0]).toMatchObject({
      name: 'Tom Twenty',
      daysLeft: 20,
      status: 'active',
      groupName: 'Harbour Chapter',
    });
    const next = (await get(president, `/api/renewals?window=90&limit=2&cursor=${first.nextCursor}`)).json();
    expect(next).toMatchObject({ items: [{ name: 'Nell Eighty' }], nextCursor: null });
    expect((await get(president, '/api/renewals?window=7')).statusCode).toBe(400);
  });

  it('is for leaders with manage_members or manage_groups, within their group', async () => {
    await memberDue('Tom Twenty', 20);
    const member = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id })).email);
    expect((await get(member, '/api/renewals')).statusCode).toBe(403);
    const other = await buildGroup(t.ctx);
    const otherVp = await loginAs(
      t.app,
      (await buildMember(t.ctx, { groupId: other.id, role: 'Vice President' })).email,
    );
    expect((await get(otherVp, '/api/renewals')).json().items).toEqual([]);
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    expect((await get(admin, '/api/renewals')).json().items).toHaveLength(1);
  });
});

describe('renew and lapse', () => {
  it('renews 12 months from the due date, e-mails and audits it', async () => {
    const m = await memberDue('Tom Twenty', 20);
    const res = await post(president, `/api/renewals/${m.id}/renew`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Tom Twenty is renewed until March 22, 2027',
      renewalDue: '2027-03-22T09:00:00.000Z',
    });
    expect(await names('30')).toEqual([]);
    expect(await remindersTo(m.email)).toEqual(['Your Harbour Chapter membership is renewed']);
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').execute();
    expect(audit).toEqual([{ action: 'membership.renewed' }]);
  });

  it('lapses a membership: no more permissions, the classification opens, and renewing revives it', async () => {
    const m = await memberDue('Olive Overdue', -3);
    await t.ctx.db.updateTable('memberships').set({ classification: 'Baker' }).where('user_id', '=', m.id).execute();
    const session = await loginAs(t.app, m.email);
    expect((await post(president, `/api/renewals/${m.id}/lapse`)).json().message).toBe(
      "Olive Overdue's membership has lapsed",
    );
    expect((await get(session, '/api/profile')).statusCode).toBe(401);
    const again = await loginAs(t.app, m.email);
    expect((await get(again, '/api/profile')).json()).toMatchObject({
      permissions: [],
      membership: { status: 'expired' },
    });
    expect((await post(president, `/api/renewals/${m.id}/lapse`)).statusCode).toBe(409);

    // Renewing keeps the anniversary: 12 months from the old due date.
    const res = await post(president, `/api/renewals/${m.id}/renew`);
    expect(res.json().renewalDue).toBe('2027-02-27T09:00:00.000Z');
    expect((await get(await loginAs(t.app, m.email), '/api/profile')).json().membership.status).toBe('active');
  });

  it('revives a lapsed membership only while its classification is free', async () => {
    const m = await memberDue('Olive Overdue', -3);
    await t.ctx.db.updateTable('memberships').set({ classification: 'Baker' }).where('user_id', '=', m.id).execute();
    await post(president, `/api/renewals/${m.id}/lapse`);
    const baker = await buildMember(t.ctx, { groupId: group.id, name: 'Bea Baker' });
    await t.ctx.db
      .updateTable('memberships')
      .set({ classification: 'Baker' })
      .where('user_id', '=', baker.id)
      .execute();
    const res = await post(president, `/api/renewals/${m.id}/renew`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CLASSIFICATION_TAKEN');
  });

  it('does not let a leader lapse a peer or senior', async () => {
    const vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
    const presidentRow = await t.ctx.db
      .selectFrom('memberships')
      .select('user_id')
      .where('role', '=', 'President')
      .executeTakeFirstOrThrow();
    expect((await post(vp, `/api/renewals/${presidentRow.user_id}/lapse`)).statusCode).toBe(403);
  });
});

describe('renewal reminders', () => {
  it('e-mails once at 30 days and once at 7 days before the due date', async () => {
    const m = await memberDue('Tom Thirty', 31);
    const reminders = new RenewalReminders(t.ctx);
    expect(await reminders.sendDue()).toBe(0);
    t.clock.advance(2 * DAY);
    expect(await reminders.sendDue()).toBe(1);
    expect(await reminders.sendDue()).toBe(0);
    t.clock.advance(22 * DAY);
    expect(await reminders.sendDue()).toBe(1);
    t.clock.advance(DAY);
    expect(await reminders.sendDue()).toBe(0);
    expect(await remindersTo(m.email)).toEqual([
      'Your Harbour Chapter membership renews on April 2, 2026',
      'Your Harbour Chapter membership renews on April 2, 2026',
    ]);
    const body = await t.ctx.db.selectFrom('outbox').select('body_text').where('recipient', '=', m.email).execute();
    expect(body.map((b) => /\(in (\d+) days\)/.exec(b.body_text)?.[1])).toEqual(['30', '7']);
  });

  it('sends only the 7-day reminder when the due date is already that close, and again after a renewal', async () => {
    const m = await memberDue('Sue Soon', 5);
    const reminders = new RenewalReminders(t.ctx);
    expect(await reminders.sendDue()).toBe(1);
    await post(president, `/api/renewals/${m.id}/renew`);
    t.clock.advance(340 * DAY);
    expect(await reminders.sendDue()).toBe(1);
    const bodies = await t.ctx.db.selectFrom('outbox').select('body_text').where('recipient', '=', m.email).execute();
    expect(bodies.filter((b) => b.body_text.includes('due for renewal'))).toHaveLength(2);
  });

  it('runs each hour’s job once even when several processes try at the same moment', async () => {
    await memberDue('Tom Twenty', 20);
    t.clock.advance(60 * 60_000);
    const processes = [new RenewalReminders(t.ctx), new RenewalReminders(t.ctx), new RenewalReminders(t.ctx)];
    const results = await Promise.all(processes.map((p) => p.runScheduled()));
    expect(results.filter((r) => r !== null)).toEqual([1]);
    const runs = await t.ctx.db.selectFrom('job_runs').selectAll().where('job', '=', 'renewal-reminders').execute();
    expect(runs.map((r) => [r.period, r.result])).toContainEqual(['2026-03-02T10', 'sent 1']);
    t.clock.advance(60 * 60_000);
    expect(await processes[1]?.runScheduled()).toBe(0);
  });

  it('runs at start-up', async () => {
    const runs = await t.ctx.db.selectFrom('job_runs').select(['period', 'finished_at']).execute();
    expect(runs).toEqual([{ period: '2026-03-02T09', finished_at: '2026-03-02T09:00:00.000Z' }]);
  });
});
