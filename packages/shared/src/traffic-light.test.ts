import { describe, expect, it } from 'vitest';
import { colourFor, scoreTrafficLight, type TrafficLightInput } from './traffic-light.ts';

const NONE: TrafficLightInput = {
  attendance: { attended: 0, expected: 26 },
  referralsGiven: 0,
  oneToOnes: 0,
  visitorsBrought: 0,
  trainingCredits: 0,
  tyfcbAmount: 0,
};

const metric = (input: Partial<TrafficLightInput>, name: string) => {
  const m = scoreTrafficLight({ ...NONE, ...input }).metrics.find((x) => x.metric === name);
  if (!m) throw new Error(name);
  return m;
};

describe('scoreTrafficLight', () => {
  it('gives 100 and green to a member at the top of every band', () => {
    const light = scoreTrafficLight({
      attendance: { attended: 26, expected: 26 },
      referralsGiven: 32,
      oneToOnes: 26,
      visitorsBrought: 7,
      trainingCredits: 3,
      tyfcbAmount: 5000,
    });
    expect(light).toMatchObject({ total: 100, colour: 'green', pointsToGreen: 0, attendanceMissing: false });
    expect(light.metrics.every((m) => m.colour === 'green' && m.toGreen === null && m.nextStep === null)).toBe(true);
  });

  it('gives 0 and grey to a member with nothing, with what each metric needs', () => {
    const light = scoreTrafficLight(NONE);
    expect(light).toMatchObject({ total: 0, colour: 'grey', pointsToGreen: 70 });
    const toGreen = Object.fromEntries(light.metrics.map((m) => [m.metric, m.toGreen?.text]));
    expect(toGreen).toEqual({
      attendance: 'Attend the next 26 meetings in a row',
      referrals: '32 more referrals',
      oneToOnes: '26 more one-to-ones',
      visitors: '7 more visitors',
      training: '3 more training credits',
      tyfcb: '5,000 more in closed business',
    });
  });

  it('scores referrals per week at each band edge (26 weeks: 13, 20, 26, 32 referrals)', () => {
    expect(metric({ referralsGiven: 12 }, 'referrals').points).toBe(0);
    expect(metric({ referralsGiven: 13 }, 'referrals').points).toBe(5);
    expect(metric({ referralsGiven: 19 }, 'referrals').points).toBe(5);
    expect(metric({ referralsGiven: 20 }, 'referrals').points).toBe(10);
    expect(metric({ referralsGiven: 25 }, 'referrals').points).toBe(10);
    expect(metric({ referralsGiven: 26 }, 'referrals').points).toBe(15);
    // 1.2 × 26 = 31.2, so 31 is not yet green and 32 is.
    expect(metric({ referralsGiven: 31 }, 'referrals')).toMatchObject({
      points: 15,
      colour: 'amber',
      nextStep: { needed: 1, points: 20, text: '1 more referral' },
    });
    expect(metric({ referralsGiven: 32 }, 'referrals')).toMatchObject({ points: 20, colour: 'green' });
  });

  it('scores one-to-ones, visitors, training and closed business at their edges', () => {
    expect(metric({ oneToOnes: 6 }, 'oneToOnes').points).toBe(0);
    expect(metric({ oneToOnes: 7 }, 'oneToOnes').points).toBe(5);
    expect(metric({ oneToOnes: 24 }, 'oneToOnes').toGreen?.text).toBe('2 more one-to-ones');
    expect(metric({ visitorsBrought: 2 }, 'visitors').points).toBe(0);
    expect(metric({ visitorsBrought: 3 }, 'visitors').points).toBe(5);
    expect(metric({ visitorsBrought: 5 }, 'visitors').points).toBe(10);
    expect(metric({ visitorsBrought: 7 }, 'visitors').points).toBe(15);
    expect(metric({ visitorsBrought: 6 }, 'visitors').toGreen?.text).toBe('1 more visitor');
    expect([0, 1, 2, 3].map((c) => metric({ trainingCredits: c }, 'training').points)).toEqual([0, 4, 7, 10]);
    expect(metric({ tyfcbAmount: 999.99 }, 'tyfcb').points).toBe(0);
    expect(metric({ tyfcbAmount: 1000 }, 'tyfcb').points).toBe(5);
    expect(metric({ tyfcbAmount: 4999.5 }, 'tyfcb')).toMatchObject({
      points: 10,
      toGreen: { needed: 0.5, text: '0.5 more in closed business' },
    });
  });

  it('scores the attendance rate and counts the meetings in a row that reach green', () => {
    expect(metric({ attendance: { attended: 25, expected: 26 } }, 'attendance').points).toBe(20);
    expect(metric({ attendance: { attended: 24, expected: 26 } }, 'attendance').points).toBe(15);
    expect(metric({ attendance: { attended: 19, expected: 20 } }, 'attendance').points).toBe(20);
    expect(metric({ attendance: { attended: 18, expected: 20 } }, 'attendance').points).toBe(15);
    expect(metric({ attendance: { attended: 17, expected: 20 } }, 'attendance').points).toBe(10);
    expect(metric({ attendance: { attended: 15, expected: 20 } }, 'attendance').points).toBe(5);
    expect(metric({ attendance: { attended: 14, expected: 20 } }, 'attendance').points).toBe(0);
    // 18 of 20 → (18 + n) / (20 + n) ≥ 0.95 → n = 20.
    expect(metric({ attendance: { attended: 18, expected: 20 } }, 'attendance').toGreen).toMatchObject({
      needed: 20,
      text: 'Attend the next 20 meetings in a row',
    });
  });

  it('scores the rest when attendance is not recorded, scaled to 100 and marked', () => {
    const light = scoreTrafficLight({
      ...NONE,
      attendance: null,
      referralsGiven: 32,
      oneToOnes: 26,
      visitorsBrought: 7,
    });
    // 55 of the 80 points scored without attendance → 69, one short of green.
    expect(light).toMatchObject({ total: 69, colour: 'amber', attendanceMissing: true, pointsToGreen: 1 });
    expect(light.metrics[0]).toMatchObject({ metric: 'attendance', missing: true, colour: 'grey', toGreen: null });
    expect(scoreTrafficLight({ ...NONE, attendance: { attended: 0, expected: 0 } }).attendanceMissing).toBe(true);
  });

  it('uses the member’s own weeks for a newer member', () => {
    // 8 weeks: green referrals at 1.2 × 8 = 9.6 → 10.
    expect(metric({ weeks: 8, referralsGiven: 10 }, 'referrals').points).toBe(20);
    expect(metric({ weeks: 8, referralsGiven: 9 }, 'referrals').points).toBe(15);
    expect(scoreTrafficLight({ ...NONE, weeks: 0 }).weeks).toBe(1);
  });

  it('counts steps toward the next light when its period is given, and says when it is already on track', () => {
    const next = {
      weeks: 26,
      referralsGiven: 30,
      oneToOnes: 26,
      visitorsBrought: 0,
      trainingCredits: 0,
      tyfcbAmount: 0,
      // If every meeting is attended: the next light 17 of 20, the one after 22 of 23.
      attendanceAhead: [
        { meetings: 3, attended: 17, expected: 20 },
        { meetings: 7, attended: 22, expected: 23 },
      ],
    };
    const input = { ...NONE, attendance: { attended: 15, expected: 20 }, next };
    // Scored on this period (10 referrals: 0 points), but 30 of 32 are already in the next one.
    expect(metric(input, 'referrals')).toMatchObject({ points: 0, toGreen: { needed: 2, text: '2 more referrals' } });
    expect(metric(input, 'oneToOnes').toGreen?.text).toBe('On track for the next light');
    expect(metric(input, 'attendance')).toMatchObject({
      points: 5,
      nextStep: { needed: 3, text: 'Attend the next 3 meetings in a row' },
      toGreen: { needed: 7, text: 'Attend the next 7 meetings in a row' },
    });
  });

  it('maps totals to colours at 70, 50 and 30', () => {
    expect([100, 70, 69, 50, 49, 30, 29, 0].map(colourFor)).toEqual([
      'green',
      'green',
      'amber',
      'amber',
      'red',
      'red',
      'grey',
      'grey',
    ]);
  });
});
