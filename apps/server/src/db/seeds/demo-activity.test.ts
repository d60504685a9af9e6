import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoSeed: true });
});
afterAll(() => t.close());

/** Six-month figures per demo account, the way a traffic light would read them. */
async function figures(email: string) {
  const user = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const since = new Date(t.clock.now().getTime() - 183 * 86_400_000).toISOString();
  const count = async (type: 'referral' | 'one_to_one', side: 'giver_id' | 'receiver_id', status?: string) => {
    let q = t.ctx.db
      .selectFrom('activity_records')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('type', '=', type)
      .where(side, '=', user.id)
      .where('occurred_at', '>=', since);
    if (status) q = q.where('status', '=', status);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  return {
    referrals: await count('referral', 'giver_id'),
    oneToOnes:
      (await count('one_to_one', 'giver_id', 'completed')) + (await count('one_to_one', 'receiver_id', 'completed')),
  };
}

describe('demo activity', () => {
  it('gives six months of varied activity: strong and weak members, pending approvals, open one-to-ones', async () => {
    const strong = await figures('member1@demo.test');
    const weak = await figures('member17@demo.test');
    expect(strong.referrals).toBeGreaterThan(15);
    expect(weak.referrals).toBeLessThan(4);
    expect(strong.oneToOnes).toBeGreaterThan(weak.oneToOnes);
    const byType = await t.ctx.db
      .selectFrom('activity_records')
      .select(['type', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('type')
      .execute();
    expect(byType.map((r) => r.type).sort()).toEqual([
      'closed_business',
      'one_to_one',
      'referral',
      'testimonial',
      'training_credit',
    ]);
    const pending = await t.ctx.db
      .selectFrom('activity_records')
      .select('type')
      .where('approval_status', '=', 'pending')
      .execute();
    expect(pending.some((p) => p.type === 'referral')).toBe(true);
    const open = await t.ctx.db.selectFrom('activity_records').select('id').where('status', '=', 'requested').execute();
    expect(open.length).toBeGreaterThan(0);
    const amounts = await t.ctx.db
      .selectFrom('activity_records')
      .select('amount_cents')
      .where('type', '=', 'closed_business')
      .execute();
    expect(amounts.every((a) => (a.amount_cents ?? 0) > 0)).toBe(true);
  });
});
