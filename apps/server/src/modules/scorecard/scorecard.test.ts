import { describe, expect, it } from 'vitest';
import { buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import {
  aChapterEachTest,
  ago,
  ann,
  annToken,
  as,
  attend,
  bob,
  group,
  groupLights,
  matrix,
  me,
  president,
  record,
  summary,
  t,
} from './scorecard-test-kit.ts';

aChapterEachTest();

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
