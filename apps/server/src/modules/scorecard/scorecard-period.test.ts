import { describe, expect, it } from 'vitest';
import { toStamp } from '../../db/sql-values.ts';
import { buildMember, loginAs } from '../../test/factories.ts';
import {
  aChapterEachTest,
  ann,
  as,
  attend,
  bob,
  DAY,
  group,
  markAt,
  me,
  president,
  record,
  summary,
  t,
} from './scorecard-test-kit.ts';

aChapterEachTest();

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
      await markAt(pat.id, starts, 'present');
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
