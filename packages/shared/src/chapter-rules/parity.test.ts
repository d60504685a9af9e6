import { describe, expect, it } from 'vitest';
import { scoreTrafficLight, type TrafficLightInput } from '../traffic-light.ts';
import { PRESETS } from './presets.ts';
import { type PeriodTotals, scoreTotals } from './score.ts';
import { seeded } from './test-random.ts';

/** The engine's totals for the same numbers the traffic light takes. */
const totalsFor = (input: TrafficLightInput): PeriodTotals => ({
  weeks: Math.max(1, Math.round(input.weeks ?? 26)),
  months: 6,
  attendance: input.attendance,
  absences: 0,
  lates: 0,
  referrals: input.referralsGiven,
  visitors: input.visitorsBrought,
  training: input.trainingCredits,
  testimonials: 0,
  oneToOnes: input.oneToOnes,
  tyfcb: input.tyfcbAmount,
});

const appLight = PRESETS.appLight.rules.scorecard;

/** Both results side by side, as one string each, so a mismatch shows the member's numbers. */
function both(input: TrafficLightInput) {
  const light = scoreTrafficLight(input);
  const score = scoreTotals(appLight, totalsFor(input));
  return {
    engine: `${score.total} ${score.colour} ${score.parts.map((p) => `${p.part}:${p.points}${p.missing ? '?' : ''}`)}`,
    light: `${light.total} ${light.colour} ${light.metrics.map((m) => `${m.metric}:${m.points}${m.missing ? '?' : ''}`)}`,
  };
}

function compare(input: TrafficLightInput) {
  const { engine, light } = both(input);
  expect(engine).toBe(light);
}

describe('the appLight preset scores exactly as today’s traffic light', () => {
  it('on 5,000 random members, with amounts at their edges (seed 40)', () => {
    const r = seeded(40);
    const mismatches: Array<{ input: TrafficLightInput } & ReturnType<typeof both>> = [];
    const colours = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const weeks = r.pick([26, 26, 26, r.int(1, 27), r.int(0, 3)]);
      const expected = r.int(0, 28);
      const input: TrafficLightInput = {
        attendance: r.next() < 0.1 ? null : { attended: r.int(0, expected), expected },
        referralsGiven: r.int(0, 40),
        oneToOnes: r.int(0, 30),
        visitorsBrought: r.int(0, 10),
        trainingCredits: r.int(0, 4),
        tyfcbAmount: r.pick([0, 999.99, 1000, 2499.99, 2500, 4999.99, 5000, r.int(0, 800_000) / 100]),
        weeks,
      };
      const result = both(input);
      colours.add(result.light.split(' ')[1] ?? '');
      if (result.engine !== result.light) mismatches.push({ input, ...result });
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
    // The cases reach every colour, so agreement is not agreement on grey alone.
    expect([...colours].sort()).toEqual(['amber', 'green', 'grey', 'red']);
  });

  it('at every band edge of the 26-week period (just below, at, just above)', () => {
    const base = {
      attendance: { attended: 20, expected: 20 },
      referralsGiven: 0,
      oneToOnes: 0,
      visitorsBrought: 0,
      trainingCredits: 0,
      tyfcbAmount: 0,
    };
    // Whole counts per band: referrals 13/20/26/32, one-to-ones 7/13/20/26, visitors 3/5/7.
    for (const n of [12, 13, 14, 19, 20, 21, 25, 26, 27, 31, 32, 33]) compare({ ...base, referralsGiven: n });
    for (const n of [6, 7, 8, 12, 13, 14, 19, 20, 21, 25, 26, 27]) compare({ ...base, oneToOnes: n });
    for (const n of [2, 3, 4, 5, 6, 7, 8]) compare({ ...base, visitorsBrought: n });
    for (const a of [14, 15, 16, 17, 18, 19, 20]) compare({ ...base, attendance: { attended: a, expected: 20 } });
  });
});
