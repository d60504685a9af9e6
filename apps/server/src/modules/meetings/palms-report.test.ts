import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/kysely.ts';
import { type BuiltUser, bearer, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let groupId: number;
let members: BuiltUser[];
let leaver: BuiltUser;
let vp: string;

/** A deterministic spread of records: every type, some before a member joined, some rejected, two currencies. */
async function seedActivity(db: Db, people: BuiltUser[], now: number) {
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const pick = () => people[Math.floor(rnd() * people.length)] as BuiltUser;
  const rows = [];
  for (let i = 0; i < 400; i++) {
    const giver = pick();
    let receiver = pick();
    if (receiver.id === giver.id) receiver = people[(people.indexOf(giver) + 1) % people.length] as BuiltUser;
    const type =
      (['referral', 'one_to_one', 'testimonial', 'training_credit', 'closed_business'] as const)[i % 5] ?? 'referral';
    const at = new Date(now - Math.floor(rnd() * 200) * DAY - Math.floor(rnd() * DAY)).toISOString();
    const approval =
      type === 'referral' || type === 'closed_business'
        ? ((['approved', 'pending', 'rejected'] as const)[i % 3] ?? null)
        : null;
    rows.push({
      group_id: groupId,
      type,
      giver_id: giver.id,
      receiver_id: type === 'training_credit' && i % 2 ? giver.id : receiver.id,
      status: type === 'one_to_one' ? (i % 4 ? 'completed' : 'confirmed') : 'new',
      approval_status: approval,
      approval_reason: null,
      decided_by: null,
      decided_at: null,
      amount_cents: type === 'closed_business' ? 1000 + i * 37 : null,
      currency: type === 'closed_business' ? (i % 7 ? 'USD' : 'EUR') : null,
      credits: type === 'training_credit' ? 1 + (i % 3) : null,
      referral_id: null,
      summary: `record ${i}`,
      details: JSON.stringify(type === 'referral' ? { scope: i % 2 ? 'inside' : 'outside' } : {}),
      occurred_at: at,
      client_request_id: `palms-${i}`,
      request_hash: null,
      created_at: at,
      updated_at: at,
    });
  }
  await db.insertInto('activity_records').values(rows).execute();
  for (let i = 0; i < 12; i++) {
    const at = new Date(now - i * 15 * DAY).toISOString();
    await db
      .insertInto('visitors')
      .values({
        group_id: groupId,
        invited_by: pick().id,
        meeting_id: null,
        user_id: null,
        name: `Guest ${i}`,
        email: `guest${i}@example.test`,
        phone: null,
        company: null,
        classification: null,
        status: 'attended',
        notes: null,
        first_visit_meeting_id: null,
        first_visit_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}

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
  await seedActivity(t.ctx.db, [...members, leaver], now);
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
    for (const row of report.rows) {
      const expected = await independent(t.ctx.db, row.userId, from, to);
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
    const di = report.rows.find((r: { name: string }) => r.name === 'Di Dunn');
    const ann = report.rows.find((r: { name: string }) => r.name === 'Ann Able');
    expect(di.referralsInside + di.referralsOutside).toBeLessThan(ann.referralsInside + ann.referralsOutside);
  });
});
