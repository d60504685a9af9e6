import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/kysely.ts';
import { type BuiltUser, bearer, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { seedPalmsActivity } from '../../test/palms-activity.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let groupId: number;
let members: BuiltUser[];
let leaver: BuiltUser;
let vp: string;

// Clock: Monday 2 March 2026 09:00 UTC; the group meets on Mondays in UTC.
beforeEach(async () => {
  t = await createTestApp();
  groupId = (await buildGroup(t.ctx, { timezone: 'UTC', meeting_weekday: 1, meeting_time: '08:00' })).id;
  const vpUser = await buildMember(t.ctx, { groupId, role: 'Vice President', name: 'Val Vice' });
  vp = await loginAs(t.app, vpUser.email);
  members = [vpUser];
  for (const name of ['Ann Able', 'Ben Bright', 'Cy Cole', 'Di Dunn'])
    members.push(await buildMember(t.ctx, { groupId, name }));
  leaver = await buildMember(t.ctx, { groupId, name: 'Lee Left' });
  const now = t.clock.now().getTime();
  await seedPalmsActivity(t.ctx.db, groupId, [...members, leaver], now);
  // Everyone joined 300 days ago, except Di (40 days ago, mid-period); Lee left the group.
  await t.ctx.db
    .updateTable('memberships')
    .set({ joined_at: new Date(now - 300 * DAY).toISOString() })
    .execute();
  const diJoined = new Date(now - 40 * DAY - 5 * 3_600_000).toISOString();
  await t.ctx.db
    .updateTable('memberships')
    .set({ joined_at: diJoined })
    .where('user_id', '=', members[4]?.id ?? 0)
    .execute();
  await t.ctx.db.updateTable('memberships').set({ status: 'inactive' }).where('user_id', '=', leaver.id).execute();
});
afterEach(() => t.close());

/** The same figures, straight from the tables: one SQL query per figure, from the later of the period and joining. */
async function independent(db: Db, userId: number, from: string, to: string) {
  const joined = await db
    .selectFrom('memberships')
    .select('joined_at')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const day = `${(joined.joined_at ?? '').slice(0, 10)}T00:00:00.000Z`;
  const since = day > from ? day : from;
  const one = async (q: ReturnType<typeof sql<{ n: number | string | null }>>) =>
    Number((await q.execute(db)).rows[0]?.n ?? 0);
  const window = sql`group_id = ${groupId} and occurred_at >= ${since} and occurred_at < ${to}`;
  const notRejected = sql`(approval_status is null or approval_status <> 'rejected')`;
  return {
    referralsInside: await one(
      sql`select count(*) as n from activity_records where ${window} and type = 'referral' and ${notRejected} and giver_id = ${userId} and details like '%"scope":"inside"%'`,
    ),
    referralsOutside: await one(
      sql`select count(*) as n from activity_records where ${window} and type = 'referral' and ${notRejected} and giver_id = ${userId} and details not like '%"scope":"inside"%'`,
    ),
    referralsReceived: await one(
      sql`select count(*) as n from activity_records where ${window} and type = 'referral' and ${notRejected} and receiver_id = ${userId}`,
    ),
    oneToOnes: await one(
      sql`select count(*) as n from activity_records where ${window} and type = 'one_to_one' and status = 'completed' and (giver_id = ${userId} or receiver_id = ${userId})`,
    ),
    testimonials: await one(
      sql`select count(*) as n from activity_records where ${window} and type = 'testimonial' and giver_id = ${userId}`,
    ),
    trainingCredits: await one(
      sql`select coalesce(sum(credits), 0) as n from activity_records where ${window} and type = 'training_credit' and receiver_id = ${userId}`,
    ),
    tyfcbCents: await one(
      sql`select coalesce(sum(amount_cents), 0) as n from activity_records where ${window} and type = 'closed_business' and approval_status = 'approved' and currency = 'USD' and giver_id = ${userId}`,
    ),
    visitorsBrought: await one(
      sql`select count(*) as n from visitors where group_id = ${groupId} and invited_by = ${userId} and first_visit_at >= ${since} and first_visit_at < ${to}`,
    ),
  };
}

describe('the PALMS report', () => {
  it('takes thanks for closed business by their day in a zone 13 hours ahead of UTC', async () => {
    // February in Auckland: thanks dated 28 February carry noon UTC of that day (01:00 on 1 March there) and count;
    // thanks dated 31 January carry 01:00 on 1 February there and do not.
    await t.ctx.db.updateTable('groups').set({ timezone: 'Pacific/Auckland' }).where('id', '=', groupId).execute();
    await t.ctx.db.deleteFrom('activity_records').where('group_id', '=', groupId).execute();
    const ann = members[1] as BuiltUser;
    const ben = members[2] as BuiltUser;
    const thanks = (day: string, cents: number, i: number) => ({
      group_id: groupId,
      type: 'closed_business' as const,
      giver_id: ann.id,
      receiver_id: ben.id,
      status: 'recorded',
      approval_status: 'approved' as const,
      approval_reason: null,
      decided_by: null,
      decided_at: null,
      amount_cents: cents,
      currency: 'USD',
      credits: null,
      referral_id: null,
      summary: `thanks ${i}`,
      details: '{}',
      occurred_at: `${day}T12:00:00.000Z`,
      client_request_id: `auckland-${i}`,
      request_hash: null,
      created_at: `${day}T12:00:00.000Z`,
      updated_at: `${day}T12:00:00.000Z`,
    });
    await t.ctx.db
      .insertInto('activity_records')
      .values([thanks('2026-02-28', 120_000, 1), thanks('2026-01-31', 7_000, 2)])
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/attendance/report?from=2026-02-01&to=2026-02-28',
      headers: bearer(vp),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().rows.find((r: { name: string }) => r.name === 'Ann Able');
    expect(row.tyfcbCents).toBe(120_000);
  });

  it('equals the figures computed from the records, over a period members joined and left in', async () => {
    // The last six months to today: Di joined inside it, Lee left during it.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/attendance/report?from=2025-09-02&to=2026-03-02',
      headers: bearer(vp),
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.currency).toBe('USD');
    expect(report.rows.map((r: { name: string }) => r.name).sort()).toEqual([
      'Ann Able',
      'Ben Bright',
      'Cy Cole',
      'Di Dunn',
      'Val Vice',
    ]);
    const from = '2025-09-02T00:00:00.000Z';
    const to = t.clock.now().toISOString();
    let sawActivity = 0;
    const summed: Record<string, number> = {};
    for (const row of report.rows) {
      const expected = await independent(t.ctx.db, row.userId, from, to);
      for (const [key, n] of Object.entries(expected)) summed[key] = (summed[key] ?? 0) + n;
      const {
        referralsInside,
        referralsOutside,
        referralsReceived,
        oneToOnes,
        testimonials,
        trainingCredits,
        tyfcbCents,
        visitorsBrought,
      } = row;
      expect({
        name: row.name,
        referralsInside,
        referralsOutside,
        referralsReceived,
        oneToOnes,
        testimonials,
        trainingCredits,
        tyfcbCents,
        visitorsBrought,
      }).toEqual({ name: row.name, ...expected });
      sawActivity += referralsInside + referralsOutside + oneToOnes + testimonials;
    }
    // The seeded records reach every figure, so equal zeros cannot pass for agreement.
    expect(sawActivity).toBeGreaterThan(50);
    // The chapter's totals are the listed members' independent figures added up (Lee, who left, is not listed).
    expect(report.totals).toMatchObject(summed);
    const di = report.rows.find((r: { name: string }) => r.name === 'Di Dunn');
    const ann = report.rows.find((r: { name: string }) => r.name === 'Ann Able');
    expect(di.referralsInside + di.referralsOutside).toBeLessThan(ann.referralsInside + ann.referralsOutside);
  });
});
