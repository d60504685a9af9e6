import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toStamp } from '../../db/sql-values.ts';
import { type BuiltUser, buildGroup, buildMember, type GroupRow, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type QueryOf, testClient } from '../../test/test-client.ts';

let t: TestApp;
let group: GroupRow;
let ann: BuiltUser;
let bob: BuiltUser;
let annToken: string;
let president: string;
let seq = 0;
const DAY = 86_400_000;

beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx);
  // Members for the whole period, so they are scored on 26 weeks.
  t.clock.set(new Date('2025-08-01T09:00:00.000Z'));
  ann = await buildMember(t.ctx, { groupId: group.id, name: 'Ann Able' });
  bob = await buildMember(t.ctx, { groupId: group.id, name: 'Bob Baker' });
  const p = await buildMember(t.ctx, { groupId: group.id, role: 'President', name: 'Pat President' });
  t.clock.set(new Date('2026-03-02T09:00:00.000Z'));
  annToken = await loginAs(t.app, ann.email);
  president = await loginAs(t.app, p.email);
});
afterEach(() => t.close());

const ago = (days: number) => toStamp(new Date(t.clock.now().getTime() - days * DAY));
const as = (token: string) => testClient(t.app, token);
const me = (token: string, userId?: number) => as(token).call('GET /api/scorecard/me', { query: { userId } });
const summary = (token: string, userId: number) =>
  as(token).call('GET /api/scorecard/members/:userId', { params: { userId } });
const groupLights = (token: string) => as(token).call('GET /api/scorecard/group');
const matrix = (token: string, query: QueryOf<'GET /api/scorecard/matrix'> = {}) =>
  as(token).call('GET /api/scorecard/matrix', { query });

async function record(
  type: 'referral' | 'closed_business' | 'one_to_one' | 'testimonial' | 'training_credit',
  giver: number,
  receiver: number,
  opts: {
    daysAgo?: number;
    status?: string;
    approval?: 'pending' | 'approved' | 'rejected' | null;
    cents?: number;
    credits?: number;
    published?: number;
    details?: object;
  } = {},
) {
  const at = ago(opts.daysAgo ?? 3);
  await t.ctx.db
    .insertInto('activity_records')
    .values({
      group_id: group.id,
      type,
      giver_id: giver,
      receiver_id: receiver,
      status: opts.status ?? 'recorded',
      approval_status: opts.approval ?? null,
      approval_reason: null,
      decided_by: null,
      decided_at: null,
      amount_cents: opts.cents ?? null,
      currency: opts.cents ? 'USD' : null,
      credits: opts.credits ?? null,
      published: opts.published ?? 0,
      referral_id: null,
      summary: `${type} ${++seq}`,
      details: JSON.stringify(opts.details ?? {}),
      occurred_at: at,
      client_request_id: `req-${seq}`,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function attend(userId: number, statuses: string[]) {
  for (const [i, status] of statuses.entries()) {
    const starts = ago(7 * (i + 1));
    const meeting = await t.ctx.db
      .insertInto('meetings')
      .values({
        group_id: group.id,
        type: 'chapter',
        title: 'Weekly meeting',
        starts_at: starts,
        ends_at: starts,
        timezone: 'UTC',
        status: 'completed',
        created_at: starts,
        updated_at: starts,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('attendance')
      .values({
        meeting_id: meeting.id,
        user_id: userId,
        group_id: group.id,
        meeting_starts_at: starts,
        status: status as 'present',
        recorded_by: null,
        recorded_at: starts,
      })
      .execute();
  }
}

describe('my scorecard', () => {
  it('counts the last 7 days and six months from the records and scores the traffic light', async () => {
    for (let i = 0; i < 32; i++) await record('referral', ann.id, bob.id, { daysAgo: 2 + i * 5, approval: 'approved' });
    await record('referral', ann.id, bob.id, { approval: 'rejected' });
    await record('referral', ann.id, bob.id, { daysAgo: 200 });
    await record('referral', bob.id, ann.id, { approval: 'pending' });
    await record('one_to_one', ann.id, bob.id, { status: 'completed' });
    await record('one_to_one', bob.id, ann.id, { status: 'completed', daysAgo: 30 });
    await record('one_to_one', bob.id, ann.id, { status: 'requested' });
    await record('closed_business', bob.id, ann.id, { approval: 'approved', cents: 250_050 });
    await record('closed_business', bob.id, ann.id, { approval: 'pending', cents: 900_000 });
    await record('training_credit', ann.id, ann.id, { credits: 2 });
    await record('testimonial', ann.id, bob.id);
    await t.ctx.db
      .insertInto('visitors')
      .values({
        group_id: group.id,
        invited_by: ann.id,
        name: 'Vic Visitor',
        email: 'vic@example.test',
        status: 'attended',
        first_visit_at: ago(10),
        created_at: ago(20),
        updated_at: ago(10),
      })
      .execute();
    await attend(ann.id, ['present', 'late', 'medical', 'absent', 'substitute']);

    const res = await me(annToken);
    expect(res.statusCode).toBe(200);
    const card = res.body;
    // 2 and 7 days ago: the week includes its first moment.
    expect(card.week).toMatchObject({ referralsGiven: 2, oneToOnes: 1, trainingCredits: 2, tyfcbAmount: 2500.5 });
    expect(card.sixMonths).toEqual({
      referralsGiven: 32,
      referralsReceived: 1,
      oneToOnes: 2,
      visitors: 1,
      trainingCredits: 2,
      testimonialsGiven: 1,
      tyfcbAmount: 2500.5,
      currency: 'USD',
      attendance: { attended: 3, expected: 4 },
    });
    // referrals 20 + one-to-ones 0 + visitors 0 + training 7 + TYFCB 10 + attendance (75 %) 5 = 42 → red.
    expect(card.trafficLight).toMatchObject({ total: 42, colour: 'red', attendanceMissing: false, weeks: 26 });
    const oneToOnes = card.trafficLight?.metrics.find((m) => m.metric === 'oneToOnes');
    expect(oneToOnes?.toGreen?.text).toBe('24 more one-to-ones');
  });

  it('scores without attendance when none is recorded, and on fewer weeks for a newer member', async () => {
    const newcomer = await buildMember(t.ctx, { groupId: group.id });
    const card = (await me(await loginAs(t.app, newcomer.email))).body;
    expect(card.sixMonths.attendance).toBeNull();
    expect(card.trafficLight).toMatchObject({ attendanceMissing: true, weeks: 1, colour: 'grey' });
  });

  it('lets leaders of the group see a member’s scorecard; members get 403, other groups 404', async () => {
    expect((await me(president, ann.id)).body.user.name).toBe('Ann Able');
    expect((await me(annToken, bob.id)).statusCode).toBe(403);
    const other = await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id, role: 'President' });
    expect((await me(await loginAs(t.app, other.email), ann.id)).statusCode).toBe(404);
  });
});

describe('member summary (profile)', () => {
  it('shows published testimonials to all, amounts and the light to the member and leaders only', async () => {
    await record('testimonial', bob.id, ann.id, { published: 1, details: { text: 'Ann found us a great client.' } });
    await record('testimonial', bob.id, ann.id, { published: 0, details: { text: 'Not shown' } });
    await record('closed_business', bob.id, ann.id, { approval: 'approved', cents: 10_000 });
    const bobToken = await loginAs(t.app, bob.email);
    const seen = (await summary(bobToken, ann.id)).body;
    expect(seen.testimonials).toEqual([
      {
        id: expect.any(Number),
        author: { id: bob.id, name: 'Bob Baker' },
        text: 'Ann found us a great client.',
        createdAt: expect.any(String),
      },
    ]);
    expect(seen.sixMonths.tyfcbAmount).toBeNull();
    expect(seen.trafficLight).toBeNull();
    const own = (await summary(annToken, ann.id)).body;
    expect(own.sixMonths.tyfcbAmount).toBe(100);
    expect(own.trafficLight?.total).toEqual(expect.any(Number));
    expect((await summary(president, ann.id)).body.trafficLight).not.toBeNull();
  });
});

describe('leaders: group lights and matrix', () => {
  it('lists every member’s light lowest first with colour counts; members are refused', async () => {
    // 2 to 122 days ago: inside the light's months (September to February).
    for (let i = 0; i < 13; i++) await record('referral', bob.id, ann.id, { daysAgo: 2 + i * 10 });
    const res = (await groupLights(president)).body;
    expect(res.items.map((i: { name: string }) => i.name)).toEqual(['Ann Able', 'Pat President', 'Bob Baker']);
    expect(res.items[2]).toMatchObject({ referralsGiven: 13, total: 6, colour: 'grey', attendanceMissing: true });
    expect(res.counts).toEqual({ green: 0, amber: 0, red: 0, grey: 3 });
    expect((await groupLights(annToken)).statusCode).toBe(403);
    expect((await matrix(annToken)).statusCode).toBe(403);
  });

  it('leaves visitors and substitutes out of the leaders’ lights', async () => {
    await buildMember(t.ctx, { groupId: group.id, role: 'Visitor', name: 'Vera Visitor' });
    await buildMember(t.ctx, { groupId: group.id, role: 'Substitute', name: 'Sid Substitute' });
    const res = (await groupLights(president)).body;
    expect(res.items.map((i: { name: string }) => i.name).sort()).toEqual(['Ann Able', 'Bob Baker', 'Pat President']);
    const referrals = (await matrix(president, { kind: 'referrals' })).body;
    expect(referrals.members).toHaveLength(3);
  });

  it('counts nothing dated after today, however far in the future', async () => {
    // Year 9966 (four digits, as a stored date would be) and a year from now.
    await record('training_credit', ann.id, ann.id, { credits: 40, daysAgo: -2_900_000 });
    await record('referral', ann.id, bob.id, { daysAgo: -400, approval: 'approved' });
    const mine = (await me(annToken)).body;
    expect(mine.week).toMatchObject({ trainingCredits: 0, referralsGiven: 0 });
    expect(mine.sixMonths).toMatchObject({ trainingCredits: 0, referralsGiven: 0 });
  });

  it('shows who gave referrals to whom, and one-to-ones both ways', async () => {
    await record('referral', ann.id, bob.id);
    await record('referral', ann.id, bob.id);
    await record('referral', bob.id, ann.id, { approval: 'rejected' });
    await record('one_to_one', ann.id, bob.id, { status: 'completed' });
    const referrals = (await matrix(president)).body;
    expect(referrals.members.map((m: { name: string }) => m.name)).toEqual(['Ann Able', 'Bob Baker', 'Pat President']);
    expect(referrals.cells).toEqual([{ from: ann.id, to: bob.id, count: 2 }]);
    expect(referrals.max).toBe(2);
    const meetings = (await matrix(president, { kind: 'oneToOnes' })).body;
    expect(meetings.cells).toEqual(
      expect.arrayContaining([
        { from: ann.id, to: bob.id, count: 1 },
        { from: bob.id, to: ann.id, count: 1 },
      ]),
    );
  });
});

describe('home feeds', () => {
  it('lists recent final activity without private details, and what waits on me', async () => {
    await record('referral', ann.id, bob.id, { approval: 'pending', daysAgo: 1 });
    await record('referral', bob.id, ann.id, { approval: 'approved', daysAgo: 2 });
    await record('one_to_one', ann.id, bob.id, { status: 'requested' });
    await record('one_to_one', bob.id, ann.id, { status: 'requested' });
    await record('one_to_one', ann.id, bob.id, { status: 'rescheduled', details: { proposedBy: bob.id } });
    await record('training_credit', ann.id, ann.id, { credits: 3, daysAgo: 4 });
    const recent = (await as(annToken).call('GET /api/scorecard/recent')).body;
    expect(recent.items.map((i: { type: string }) => i.type)).toEqual(['referral', 'training_credit']);
    expect(Object.keys(recent.items[0] ?? {}).sort()).toEqual(['at', 'credits', 'giver', 'id', 'receiver', 'type']);
    const pending = (await as(annToken).call('GET /api/scorecard/pending')).body;
    expect(pending).toEqual({ oneToOneRequests: 2, mentorshipApplications: 0 });
  });
});

describe('the scoring period (docs/decisions/0007-completed-period-scoring.md)', () => {
  // The clock is Monday 2 March 2026, 09:00 UTC: the light covers September to February, the six whole months
  // before this one, and the next one (on 1 April) covers October to March.
  const mondays = async () => {
    await t.ctx.db.updateTable('groups').set({ meeting_weekday: 1, meeting_time: '09:00' }).execute();
  };
  type Step = { needed: number; text: string } | null;
  type Metric = { metric: string; points: number; nextStep: Step; toGreen: Step };
  const attendance = (card: { trafficLight: { metrics: Metric[] } }) =>
    card.trafficLight.metrics.find((m) => m.metric === 'attendance') as Metric;

  it('counts a business dated the last day of the period in it, in a zone 13 hours ahead of UTC', async () => {
    // 00:30 on 1 March in Auckland (UTC+13): the light covers September to February there. Thanks dated 28 February
    // carry noon UTC of that day, 01:00 on 1 March in Auckland; thanks dated today (1 March) belong to the next light.
    await t.ctx.db.updateTable('groups').set({ timezone: 'Pacific/Auckland' }).where('id', '=', group.id).execute();
    t.clock.set(new Date('2026-02-28T11:30:00.000Z'));
    const token = await loginAs(t.app, ann.email);
    await record('closed_business', bob.id, ann.id, { approval: 'approved', cents: 120_000 });
    await record('training_credit', ann.id, ann.id, { credits: 2 });
    const dated = (day: string) =>
      t.ctx.db
        .updateTable('activity_records')
        .set({ occurred_at: `${day}T12:00:00.000Z` })
        .where('group_id', '=', group.id)
        .where('type', 'in', ['closed_business', 'training_credit']);
    await dated('2026-02-28').execute();
    expect((await me(token)).body.sixMonths).toMatchObject({ tyfcbAmount: 1200, trainingCredits: 2 });
    await dated('2026-03-01').execute();
    expect((await me(token)).body.sixMonths).toMatchObject({ tyfcbAmount: 0, trainingCredits: 0 });
  });

  it('counts business closed on the day a member joined, whatever the hour they joined', async () => {
    // Val joins in the afternoon; a business dated today is stamped at noon (UTC) of the day, before she joined.
    t.clock.set(new Date('2026-03-02T15:30:00.000Z'));
    const val = await buildMember(t.ctx, { groupId: group.id, name: 'Val Joined' });
    const valToken = await loginAs(t.app, val.email);
    const before = (await me(valToken)).body;
    const thanks = await as(await loginAs(t.app, bob.email)).call('POST /api/activities', {
      body: {
        type: 'closed_business',
        receiverId: val.id,
        clientRequestId: 'joined-today-thanks',
        amountCents: 250_000,
        currency: 'USD',
        businessKind: 'new',
        scope: 'inside',
        occurredOn: '2026-03-02',
      },
    });
    await as(president).call('POST /api/activities/:id/approve', { params: { id: thanks.body.id } });
    const after = (await me(valToken)).body;
    expect(before.sixMonths.tyfcbAmount).toBe(0);
    expect(after.sixMonths.tyfcbAmount).toBe(2500);
    const tyfcb = (card: typeof after) => card.trafficLight.metrics.find((m) => m.metric === 'tyfcb')?.value;
    expect(tyfcb(after)).toBeGreaterThan(tyfcb(before) ?? 0);
  });

  it('scores a member who joined mid-period only over the meetings and weeks since they joined', async () => {
    t.clock.set(new Date('2025-12-15T09:00:00.000Z'));
    const nia = await buildMember(t.ctx, { groupId: group.id, name: 'Nia Newer' });
    t.clock.set(new Date('2026-03-02T09:00:00.000Z'));
    // Eleven Mondays present since she joined (15 December to 23 February) and four absences from before she
    // joined (marked while she was visiting), which are not hers to answer for.
    await attend(nia.id, [...Array(11).fill('present'), 'absent', 'absent', 'absent', 'absent']);
    for (let i = 0; i < 14; i++) await record('referral', nia.id, bob.id, { daysAgo: 3 + i * 5, approval: 'approved' });
    const token = await loginAs(t.app, nia.email);
    const card = (await me(token)).body;
    expect(card.sixMonths.attendance).toEqual({ attended: 11, expected: 11 });
    // Her profile's activity covers the same weeks.
    // From the day she joined (the group's zone is UTC).
    expect((await summary(token, nia.id)).body).toMatchObject({
      since: '2025-12-15T00:00:00.000Z',
      until: '2026-03-01T00:00:00.000Z',
      sixMonths: { attendance: { attended: 11, expected: 11 } },
    });
    // 15 December to 1 March is eleven weeks: green referrals need 1.2 × 11 → 14.
    expect(card.trafficLight.weeks).toBe(11);
    expect(attendance(card).points).toBe(20);
    expect(card.trafficLight?.metrics.find((m) => m.metric === 'referrals')?.points).toBe(20);
  });

  it('gives the President at 16 of 19 meetings advice that is true: attend the next 18 and July’s light is green', async () => {
    await mondays();
    const pat = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'Pat President')
      .executeTakeFirstOrThrow();
    // 19 Mondays recorded, 20 October to 23 February; absent on 10 November, 22 December and 9 February.
    const marks = Array.from({ length: 19 }, (_, i) => ([2, 9, 15].includes(i) ? 'absent' : 'present'));
    await attend(pat.id, marks);
    const card = (await me(president)).body;
    expect(card.sixMonths.attendance).toEqual({ attended: 16, expected: 19 });
    expect(card.trafficLight.period).toEqual({
      from: '2025-09-01T00:00:00.000Z',
      until: '2026-03-01T00:00:00.000Z',
      nextLightOn: '2026-04-01T00:00:00.000Z',
    });
    const light = attendance(card);
    expect(light.points).toBe(5);
    // Five Mondays in March lift the April light (October–March) to 21 of 24 = 88 %.
    expect(light.nextStep).toMatchObject({ needed: 5, text: 'Attend the next 5 meetings in a row' });
    // Green (95 %) first comes with July's light (January–June): 25 of 26, after every Monday to 29 June.
    expect(light.toGreen).toMatchObject({ needed: 18, text: 'Attend the next 18 meetings in a row' });

    // Take the advice: attend the next 18 Mondays, and read the light on 1 July.
    const start = t.clock.now().getTime();
    for (let i = 0; i < 18; i++) {
      const starts = toStamp(new Date(start + i * 7 * DAY));
      const { id } = await t.ctx.db
        .insertInto('meetings')
        .values({
          group_id: group.id,
          type: 'chapter',
          title: 'Weekly meeting',
          starts_at: starts,
          ends_at: starts,
          timezone: 'UTC',
          status: 'completed',
          created_at: starts,
          updated_at: starts,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.ctx.db
        .insertInto('attendance')
        .values({
          meeting_id: id,
          user_id: pat.id,
          group_id: group.id,
          meeting_starts_at: starts,
          status: 'present',
          recorded_by: null,
          recorded_at: starts,
        })
        .execute();
    }
    t.clock.set(new Date('2026-07-01T09:00:00.000Z'));
    const { email } = await t.ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', pat.id)
      .executeTakeFirstOrThrow();
    const july = (await me(await loginAs(t.app, email))).body;
    expect(july.sixMonths.attendance).toEqual({ attended: 25, expected: 26 });
    expect(attendance(july).points).toBe(20);
  });
});
