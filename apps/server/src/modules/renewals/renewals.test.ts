import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toStamp } from '../../db/sql-values.ts';
import { buildAdmin, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type QueryOf, testClient } from '../../test/test-client.ts';
import { RenewalReminders } from './renewal-reminders.ts';

const DAY = 86_400_000;
let t: TestApp;
let group: GroupRow;
let president: string;
/** The Renewals screen's lists follow its permission, manage_groups: the Admin role and platform admins hold it. */
let adminRole: string;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx, { name: 'Harbour Chapter' });
  president = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'President' })).email);
  adminRole = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Admin' })).email);
});
afterEach(() => t.close());

/** A member whose renewal is due `days` from the test clock's now. */
async function memberDue(name: string, days: number, status: 'active' | 'expired' = 'active') {
  const m = await buildMember(t.ctx, { groupId: group.id, name, membershipStatus: status });
  const due = toStamp(new Date(t.clock.now().getTime() + days * DAY));
  await t.ctx.db.updateTable('memberships').set({ renewal_due: due }).where('user_id', '=', m.id).execute();
  return { ...m, due };
}
const as = (token: string) => testClient(t.app, token);
const list = (token: string, query: QueryOf<'GET /api/renewals'> = {}) =>
  as(token).call('GET /api/renewals', { query });
const names = async (window: QueryOf<'GET /api/renewals'>['window']) =>
  (await list(adminRole, { window })).body.items.map((i) => i.name);
const act = (token: string, userId: number, action: 'renew' | 'lapse') =>
  action === 'renew'
    ? as(token).call('POST /api/renewals/:userId/renew', { params: { userId } })
    : as(token).call('POST /api/renewals/:userId/lapse', { params: { userId } });
const renew = (token: string, userId: number) => act(token, userId, 'renew');
const lapse = (token: string, userId: number) => act(token, userId, 'lapse');
const profile = (token: string) => as(token).call('GET /api/profile');
/** The e-mails to `email` in the order they were written. */
const mailTo = (email: string) =>
  t.ctx.db.selectFrom('outbox').select(['subject', 'body_text']).where('recipient', '=', email).orderBy('id').execute();
const remindersTo = async (email: string) => (await mailTo(email)).map((m) => m.subject);

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
    expect(await as(adminRole).ok('GET /api/renewals/summary')).toEqual({
      overdue: 1,
      within30: 1,
      within60: 2,
      within90: 3,
    });
    const first = (await list(adminRole, { window: '90', limit: 2 })).body;
    expect(first.items[0]).toMatchObject({
      name: 'Tom Twenty',
      daysLeft: 20,
      status: 'active',
      groupName: 'Harbour Chapter',
    });
    const next = (await list(adminRole, { window: '90', limit: 2, cursor: first.nextCursor ?? undefined })).body;
    expect(next).toMatchObject({ items: [{ name: 'Nell Eighty' }], nextCursor: null });
    expect((await as(adminRole).raw('GET /api/renewals', { query: { window: '7' } })).statusCode).toBe(400);
  });

  it("follows the Renewals screen: manage_groups only, within the caller's group, for the lists and the actions", async () => {
    const tom = await memberDue('Tom Twenty', 20);
    const member = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id })).email);
    const vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
    for (const token of [member, president, vp]) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await as(token).call('GET /api/renewals/summary')).statusCode).toBe(403);
      // manage_members (President, Vice President) does not renew or lapse either: one permission for all of it.
      expect((await renew(token, tom.id)).statusCode).toBe(403);
      expect((await lapse(token, tom.id)).statusCode).toBe(403);
    }
    const other = await buildGroup(t.ctx);
    const otherAdminRole = await loginAs(t.app, (await buildMember(t.ctx, { groupId: other.id, role: 'Admin' })).email);
    expect((await list(otherAdminRole)).body.items).toEqual([]);
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    expect((await list(admin)).body.items).toHaveLength(1);
    expect((await renew(adminRole, tom.id)).statusCode).toBe(200);
  });
});

describe('renew and lapse', () => {
  it('marks which listed memberships the viewer may renew or lapse: not their own or a peer’s', async () => {
    await memberDue('Tom Twenty', 20);
    const own = await t.ctx.db.selectFrom('memberships').select('user_id').where('role', '=', 'Admin').execute();
    const due = toStamp(new Date(t.clock.now().getTime() + 25 * DAY));
    await t.ctx.db.updateTable('memberships').set({ renewal_due: due }).where('role', '=', 'Admin').execute();
    const items = (await list(adminRole, { window: '30' })).body.items;
    expect(items.map((i) => [i.name, i.actionable])).toEqual([
      ['Tom Twenty', true],
      [expect.any(String), false],
    ]);
    expect(items[1]?.userId).toBe(own[0]?.user_id);
  });

  it('renews 12 months from the due date, e-mails and audits it', async () => {
    const m = await memberDue('Tom Twenty', 20);
    const res = await renew(adminRole, m.id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
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
    expect((await lapse(adminRole, m.id)).body.message).toBe("Olive Overdue's membership has lapsed");
    expect((await profile(session)).statusCode).toBe(401);
    const again = await loginAs(t.app, m.email);
    expect((await profile(again)).body).toMatchObject({
      permissions: [],
      membership: { status: 'expired' },
    });
    expect((await lapse(adminRole, m.id)).statusCode).toBe(409);

    // Renewing keeps the anniversary: 12 months from the old due date.
    const res = await renew(adminRole, m.id);
    expect(res.body.renewalDue).toBe('2027-02-27T09:00:00.000Z');
    expect((await profile(await loginAs(t.app, m.email))).body.membership?.status).toBe('active');
  });

  it('revives a lapsed membership only while its classification is free', async () => {
    const m = await memberDue('Olive Overdue', -3);
    await t.ctx.db.updateTable('memberships').set({ classification: 'Baker' }).where('user_id', '=', m.id).execute();
    await lapse(adminRole, m.id);
    const baker = await buildMember(t.ctx, { groupId: group.id, name: 'Bea Baker' });
    await t.ctx.db
      .updateTable('memberships')
      .set({ classification: 'Baker' })
      .where('user_id', '=', baker.id)
      .execute();
    const res = await renew(adminRole, m.id);
    expect(res.statusCode).toBe(409);
    expect(res.error.code).toBe('CLASSIFICATION_TAKEN');
  });

  it('renews only within the 90 days before the due date, so a membership cannot be extended years ahead', async () => {
    const m = await memberDue('Fay Fifty', 50);
    const first = await renew(adminRole, m.id);
    expect(first.body.renewalDue).toBe('2027-04-21T09:00:00.000Z');
    const again = await renew(adminRole, m.id);
    expect(again.statusCode).toBe(409);
    expect(again.error.message).toBe(
      "Fay Fifty's membership already runs until April 21, 2027; it can be renewed from January 21, 2027.",
    );
    const later = await memberDue('Yale Later', 200);
    expect((await renew(adminRole, later.id)).statusCode).toBe(409);
    // Lapsed long before its due date: renewing reactivates it and keeps that date, rather than adding a year.
    await lapse(adminRole, later.id);
    expect((await renew(adminRole, later.id)).body.renewalDue).toBe(later.due);
    const dues = await t.ctx.db.selectFrom('memberships').select('renewal_due').where('user_id', '=', m.id).execute();
    expect(dues).toEqual([{ renewal_due: '2027-04-21T09:00:00.000Z' }]);
  });
});

/**
 * Row-level cases of the endpoint × role matrix for renew and lapse: the caller holds manage_groups (granted to
 * Vice Presidents on the platform layer, so that someone senior exists) and the rank rule picks the rows.
 */
describe('renew and lapse: who may act on whose membership', () => {
  let vp: string;
  let rows: Record<'own' | 'higher' | 'equal' | 'lower' | 'otherGroup', number>;
  beforeEach(async () => {
    const admin = await loginAs(t.app, (await buildAdmin(t.ctx)).email);
    const granted = await as(admin).call('PUT /api/permissions', {
      body: { overrides: [{ role: 'Vice President', permission: 'manage_groups', granted: true }] },
    });
    expect(granted.statusCode).toBe(200);
    const vpRow = await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' });
    vp = await loginAs(t.app, vpRow.email);
    const presidentRow = await t.ctx.db
      .selectFrom('memberships')
      .select('user_id')
      .where('role', '=', 'President')
      .executeTakeFirstOrThrow();
    rows = {
      own: vpRow.id,
      higher: presidentRow.user_id,
      equal: (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).id,
      lower: (await memberDue('Jo Junior', 10)).id,
      otherGroup: (await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id })).id,
    };
  });

  for (const action of ['renew', 'lapse'] as const) {
    it(`${action}: own, higher and equal rank 403, lower rank 200, another group 404`, async () => {
      const before = await t.ctx.db.selectFrom('memberships').select(['user_id', 'status', 'renewal_due']).execute();
      for (const target of ['own', 'higher', 'equal'] as const) {
        const res = await act(vp, rows[target], action);
        expect(res.statusCode, target).toBe(403);
        expect(res.error.message).toBe(`You can only ${action} the membership of members junior to you`);
      }
      expect((await act(vp, rows.otherGroup, action)).statusCode).toBe(404);
      const after = await t.ctx.db.selectFrom('memberships').select(['user_id', 'status', 'renewal_due']).execute();
      expect(after).toEqual(before);
      expect((await act(vp, rows.lower, action)).statusCode).toBe(200);
    });
  }

  it('a platform admin acts on any group, but not on their own membership', async () => {
    const adminRow = await buildAdmin(t.ctx, { groupId: group.id });
    const admin = await loginAs(t.app, adminRow.email);
    expect((await lapse(admin, rows.otherGroup)).statusCode).toBe(200);
    expect((await renew(admin, rows.higher)).statusCode).toBe(200);
    expect((await renew(admin, adminRow.id)).statusCode).toBe(403);
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
    const body = await mailTo(m.email);
    expect(body.map((b) => /\(in (\d+) days\)/.exec(b.body_text)?.[1])).toEqual(['29', '7']);
  });

  it('says how many days are really left', async () => {
    const soon = await memberDue('Tess Twentyfour', 24);
    const tomorrow = await memberDue('Tim Tomorrow', 1);
    expect(await new RenewalReminders(t.ctx).sendDue()).toBe(2);
    const bodyOf = async (email: string) =>
      (await t.ctx.db.selectFrom('outbox').select('body_text').where('recipient', '=', email).executeTakeFirstOrThrow())
        .body_text;
    expect(await bodyOf(soon.email)).toContain('(in 24 days)');
    expect(await bodyOf(tomorrow.email)).toContain('(in 1 day)');
  });

  it('sends only the 7-day reminder when the due date is already that close, and again after a renewal', async () => {
    const m = await memberDue('Sue Soon', 5);
    const reminders = new RenewalReminders(t.ctx);
    expect(await reminders.sendDue()).toBe(1);
    await renew(adminRole, m.id);
    t.clock.advance(340 * DAY);
    expect(await reminders.sendDue()).toBe(1);
    const bodies = await mailTo(m.email);
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

  it('writes to each member in their language, else the chapter’s, with the date in that language’s words', async () => {
    // A Madrid chapter: Spanish is its language; Gerd chose German, Sol chose none.
    await t.ctx.db.updateTable('groups').set({ language: 'es' }).where('id', '=', group.id).execute();
    const sol = await memberDue('Sol Sanz', 24);
    const gerd = await memberDue('Gerd Graf', 1);
    await t.ctx.db.updateTable('users').set({ preferred_language: 'de' }).where('id', '=', gerd.id).execute();
    expect(await new RenewalReminders(t.ctx).sendDue()).toBe(2);
    const [toSol] = await mailTo(sol.email);
    expect(toSol?.subject).toBe('Tu membresía de Harbour Chapter se renueva el 26 de marzo de 2026');
    expect(toSol?.body_text).toContain('debe renovarse el 26 de marzo de 2026 (en 24 días).');
    const [toGerd] = await mailTo(gerd.email);
    expect(toGerd?.subject).toBe('Deine Mitgliedschaft bei Harbour Chapter wird am 3. März 2026 verlängert');
    expect(toGerd?.body_text).toContain('am 3. März 2026 zur Verlängerung fällig (in 1 Tag).');
    // Renewing and lapsing speak the member's language too.
    await renew(adminRole, sol.id);
    expect((await mailTo(sol.email)).at(-1)).toEqual({
      subject: 'Tu membresía de Harbour Chapter está renovada',
      body_text: 'Gracias: tu membresía de Harbour Chapter está renovada hasta el 26 de marzo de 2027.',
    });
    await lapse(adminRole, gerd.id);
    expect((await mailTo(gerd.email)).at(-1)?.subject).toBe('Deine Mitgliedschaft bei Harbour Chapter ist ausgelaufen');
  });

  it('runs at start-up', async () => {
    const runs = await t.ctx.db.selectFrom('job_runs').select(['period', 'finished_at']).execute();
    expect(runs).toEqual([{ period: '2026-03-02T09', finished_at: '2026-03-02T09:00:00.000Z' }]);
  });
});
