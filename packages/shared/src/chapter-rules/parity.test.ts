/**
 * Today's light must not move when the server switches to the engine: the appLight preset, and traffic-light.ts
 * which now delegates to it, score exactly as decision 0003's table did. The reference below is that table and
 * the light's arithmetic before the engine existed, frozen here so the engine is checked against something it
 * does not share code with.
 */
import { describe, expect, it } from 'vitest';
import { scoreTrafficLight, type TrafficLightInput } from '../traffic-light.ts';
import { PRESETS } from './presets.ts';
import { type PeriodTotals, scoreTotals } from './score.ts';
import { seeded } from './test-random.ts';

/** Thousands of cases: seconds on a busy two-core machine, more than Vitest's default 5 s allows. */
const SLOW_MS = 60_000;

/** Decision 0003: [unit, [least value, points] highest first]. */
const TABLE_0003 = {
  attendance: [
    'rate',
    [
      [0.95, 20],
      [0.9, 15],
      [0.85, 10],
      [0.75, 5],
    ],
  ],
  referrals: [
    'perWeek',
    [
      [1.2, 20],
      [1, 15],
      [0.75, 10],
      [0.5, 5],
    ],
  ],
  oneToOnes: [
    'perWeek',
    [
      [1, 20],
      [0.75, 15],
      [0.5, 10],
      [0.25, 5],
    ],
  ],
  visitors: [
    'perWeek',
    [
      [0.25, 15],
      [0.167, 10],
      [0.083, 5],
    ],
  ],
  training: [
    'total',
    [
      [3, 10],
      [2, 7],
      [1, 4],
    ],
  ],
  tyfcb: [
    'total',
    [
      [5000, 15],
      [2500, 10],
      [1000, 5],
    ],
  ],
} as const;

/** The light before the engine: whole counts per band (1.2 × 26 → 32), rates with a float margin. */
function reference(input: TrafficLightInput): string {
  const weeks = Math.max(1, Math.round(input.weeks ?? 26));
  const missing = input.attendance === null || input.attendance.expected <= 0;
  const amounts = {
    attendance: input.attendance && !missing ? Math.min(1, input.attendance.attended / input.attendance.expected) : 0,
    referrals: input.referralsGiven,
    oneToOnes: input.oneToOnes,
    visitors: input.visitorsBrought,
    training: input.trainingCredits,
    tyfcb: input.tyfcbAmount,
  };
  let raw = 0;
  let possible = 0;
  const parts = Object.entries(TABLE_0003).map(([metric, [unit, bands]]) => {
    const value = amounts[metric as keyof typeof amounts];
    const band = bands.find(([min]) =>
      unit === 'rate' ? value >= min - 1e-9 : value >= (unit === 'perWeek' ? Math.ceil(min * weeks - 1e-9) : min),
    );
    const gone = metric === 'attendance' && missing;
    const points = gone ? 0 : (band?.[1] ?? 0);
    if (!gone) {
      raw += points;
      possible += bands[0][1];
    }
    return `${metric}:${points}${gone ? '?' : ''}`;
  });
  const total = possible === 0 ? 0 : Math.round((raw * 100) / possible);
  const colour = total >= 70 ? 'green' : total >= 50 ? 'amber' : total >= 30 ? 'red' : 'grey';
  return `${total} ${colour} ${parts}`;
}

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

/** The reference, the engine's preset and traffic-light.ts, each as one line. */
function three(input: TrafficLightInput) {
  const score = scoreTotals(PRESETS.appLight.rules.scorecard, totalsFor(input));
  const light = scoreTrafficLight(input);
  return {
    reference: reference(input),
    engine: `${score.total} ${score.colour} ${score.parts.map((p) => `${p.part}:${p.points}${p.missing ? '?' : ''}`)}`,
    light: `${light.total} ${light.colour} ${light.metrics.map((m) => `${m.metric}:${m.points}${m.missing ? '?' : ''}`)}`,
  };
}

function expectSame(input: TrafficLightInput) {
  const r = three(input);
  expect({ engine: r.engine, light: r.light }).toEqual({ engine: r.reference, light: r.reference });
}

describe('the appLight preset and traffic-light.ts score exactly as decision 0003 did', () => {
  it(
    'on 5,000 random members, with amounts at their edges (seed 40)',
    () => {
      const r = seeded(40);
      const mismatches: Array<{ input: TrafficLightInput } & ReturnType<typeof three>> = [];
      const colours = new Set<string>();
      for (let i = 0; i < 5_000; i++) {
        const expected = r.int(0, 28);
        const input: TrafficLightInput = {
          attendance: r.next() < 0.1 ? null : { attended: r.int(0, expected), expected },
          referralsGiven: r.int(0, 40),
          oneToOnes: r.int(0, 30),
          visitorsBrought: r.int(0, 10),
          trainingCredits: r.int(0, 4),
          tyfcbAmount: r.pick([0, 999.99, 1000, 2499.99, 2500, 4999.99, 5000, r.int(0, 800_000) / 100]),
          weeks: r.pick([26, 26, 26, r.int(1, 27), r.int(0, 3)]),
        };
        const result = three(input);
        colours.add(result.reference.split(' ')[1] ?? '');
        if (result.engine !== result.reference || result.light !== result.reference)
          mismatches.push({ input, ...result });
      }
      expect(mismatches.slice(0, 3)).toEqual([]);
      // The cases reach every colour, so agreement is not agreement on grey alone.
      expect([...colours].sort()).toEqual(['amber', 'green', 'grey', 'red']);
    },
    SLOW_MS,
  );

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
    for (const n of [12, 13, 14, 19, 20, 21, 25, 26, 27, 31, 32, 33]) expectSame({ ...base, referralsGiven: n });
    for (const n of [6, 7, 8, 12, 13, 14, 19, 20, 21, 25, 26, 27]) expectSame({ ...base, oneToOnes: n });
    for (const n of [2, 3, 4, 5, 6, 7, 8]) expectSame({ ...base, visitorsBrought: n });
    for (const a of [14, 15, 16, 17, 18, 19, 20]) expectSame({ ...base, attendance: { attended: a, expected: 20 } });
    for (const t of [999.99, 1000, 1000.01, 2499.99, 2500, 4999.99, 5000]) expectSame({ ...base, tyfcbAmount: t });
  });
});
