import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, chapter, type Person } from '../activity/activity-test-kit.ts';
import { median } from '../activity/referral-funnel.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof chapter>>;
let a: ReturnType<typeof api>;

beforeEach(async () => {
  t = await createTestApp();
  c = await chapter(t);
  a = api(t);
});
afterEach(() => t.close());

const DAY = 86_400_000;
/** Days later: the clock moves on and everyone signs in again (a session does not last weeks). */
async function daysLater(days: number) {
  t.clock.advance(days * DAY);
  for (const who of [c.ann, c.bob, c.cat, c.vp]) who.token = await loginAs(t.app, who.email);
}
const step = (who: Person, id: number, status: 'contacted' | 'won' | 'lost') =>
  a.as(who).ok('POST /api/activities/:id/status', { params: { id }, body: { status } });
const funnel = (who: Person, months?: 1 | 3 | 6 | 12) =>
  a.as(who).ok('GET /api/scorecard/funnel', { query: months ? { months } : {} });

describe('the referral funnel', () => {
  it('counts what each referral turned into, for the member, the chapter and, for leaders, every member', async () => {
    // Eight months ago: a referral only the 12-month funnel holds.
    await a.referral(c.cat, c.bob);
    await daysLater(240);
    const r1 = (await a.referral(c.ann, c.bob)).body;
    const r2 = (await a.referral(c.ann, c.bob)).body;
    await a.referral(c.ann, c.bob);
    const rejected = (await a.referral(c.cat, c.bob)).body;
    await a
      .as(c.vp)
      .ok('POST /api/activities/:id/reject', { params: { id: rejected.id }, body: { reason: 'Duplicate' } });
    const toAnn = (await a.referral(c.bob, c.ann)).body;
    await daysLater(2);
    await step(c.bob, r1.id, 'contacted');
    await daysLater(2);
    await step(c.bob, r2.id, 'contacted');
    await step(c.bob, r2.id, 'lost');
    await daysLater(2);
    await step(c.ann, toAnn.id, 'won');
    await daysLater(4);
    await step(c.bob, r1.id, 'won');
    // Bob thanks Ann for r1's business: approved $2,500 counts; a pending $500 and a rejected $100 do not.
    const counted = (await a.business(c.bob, c.ann, { referralId: r1.id, amountCents: 250_000 })).body;
    await a.as(c.vp).ok('POST /api/activities/:id/approve', { params: { id: counted.id }, body: {} });
    await a.business(c.bob, c.ann, { referralId: r1.id, amountCents: 50_000 });
    const refused = (await a.business(c.bob, c.ann, { referralId: r1.id, amountCents: 10_000 })).body;
    await a.as(c.vp).ok('POST /api/activities/:id/reject', { params: { id: refused.id }, body: { reason: 'No' } });

    const bob = await funnel(c.bob);
    expect(bob.members).toBeNull();
    expect(bob.currency).toBe('USD');
    expect(bob.me).toEqual({
      given: 1,
      givenWon: 1,
      givenRevenueCents: 0,
      received: 3,
      contacted: 2,
      won: 1,
      lost: 1,
      revenueCents: 250_000,
      medianDaysToContact: 3,
      medianDaysToWon: 10,
    });
    expect((await funnel(c.ann)).me).toMatchObject({ given: 3, givenWon: 1, givenRevenueCents: 250_000, received: 1 });
    // A member sees the chapter's counts, not its business: one deal could show through the total.
    expect(bob.chapter).toMatchObject({ given: 4, received: 4, contacted: 3, won: 2, lost: 1, revenueCents: null });
    expect(bob.chapter.givenRevenueCents).toBeNull();
    expect(bob.chapter.medianDaysToContact).toBe(4);

    // The leaders see every member; each amount counts once, in its receiver's row and its giver's.
    const vp = await funnel(c.vp);
    const rows = new Map(vp.members?.map((m) => [m.member.name, m.figures]));
    expect(rows.get('Bob Baker')).toEqual(bob.me);
    const sum = (key: 'revenueCents' | 'givenRevenueCents') =>
      [...rows.values()].reduce((n, f) => n + (f[key] ?? 0), 0);
    // An independent count: approved thanks naming a referral of the period, added up by the database.
    const since = new Date(t.clock.now().getTime() - 183 * DAY).toISOString();
    const { rows: direct } = await sql<{ cents: string | number | null }>`
      select sum(b.amount_cents) as cents from activity_records b
      join activity_records r on r.id = b.referral_id
      where b.type = 'closed_business' and b.approval_status = 'approved' and r.created_at >= ${since}
        and r.group_id = ${c.group.id}`.execute(t.ctx.db);
    expect(Number(direct[0]?.cents)).toBe(250_000);
    expect(vp.chapter.revenueCents).toBe(250_000);
    expect(sum('revenueCents')).toBe(250_000);
    expect(sum('givenRevenueCents')).toBe(250_000);

    // Twelve months hold the old referral too; one month only the recent ones.
    expect((await funnel(c.bob, 12)).me.received).toBe(4);
    expect((await funnel(c.bob, 1)).me.received).toBe(3);
    const wrong = await a.as(c.bob).call('GET /api/scorecard/funnel', { query: { months: 2 as 1 } });
    expect(wrong.statusCode).toBe(400);

    // The PALMS report of the last ten days holds the same chapter funnel, and its CSV the same business: the
    // database's own sum, counted once (docs/referral-follow-up.md "The funnel").
    const today = t.clock.now().toISOString().slice(0, 10);
    const tenDaysAgo = new Date(t.clock.now().getTime() - 10 * DAY).toISOString().slice(0, 10);
    const query = { from: tenDaysAgo, to: today };
    const report = await a.as(c.vp).ok('GET /api/attendance/report', { query });
    expect(report.funnel).toEqual((await funnel(c.vp, 1)).chapter);
    const csv = (await a.as(c.vp).call('GET /api/attendance/report.csv', { query })).text.split('\r\n');
    expect(csv).toContain(`Business from referrals (USD),${(Number(direct[0]?.cents) / 100).toFixed(2)}`);
    expect(csv).toContain('Referrals given,4');
    expect(csv).toContain('Won,2');
  });

  it('takes the middle of an even count as the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5])).toBe(5);
    expect(median([4, 1, 10, 2])).toBe(3);
    expect(median([1 / 3, 1])).toBe(0.7);
  });
});
