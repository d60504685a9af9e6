import { describe, expect, it } from 'vitest';
import { PRESET_IDS, PRESETS, type PresetId } from './presets.ts';
import { chapterRulesSchema, type ScorePart } from './schemas.ts';
import { colourOf, maxPointsOf, type PeriodTotals, scoreTotals } from './score.ts';

/** A full 26-week period with every meeting attended and nothing else. */
const BASE: PeriodTotals = {
  weeks: 26,
  months: 6,
  attendance: { attended: 20, expected: 20 },
  absences: 0,
  lates: 0,
  referrals: 0,
  visitors: 0,
  training: 0,
  testimonials: 0,
  oneToOnes: 0,
  tyfcb: 0,
};

function points(preset: PresetId, part: ScorePart, totals: Partial<PeriodTotals>): number {
  const score = scoreTotals(PRESETS[preset].rules.scorecard, { ...BASE, ...totals });
  const p = score.parts.find((x) => x.part === part);
  if (!p) throw new Error(`${preset} has no ${part}`);
  return Math.round(p.points * 100) / 100;
}

/** [value, points] rows: each band edge just below, at and just above. */
type Rows = Array<[number, number]>;
const edges = (preset: PresetId, part: ScorePart, key: keyof PeriodTotals, rows: Rows) =>
  it(`${preset}: ${part} at its band edges`, () => {
    const got = rows.map(([value]) => [value, points(preset, part, { [key]: value })]);
    expect(got).toEqual(rows);
  });

describe('every preset is valid rules with the points its table gives', () => {
  it.each(PRESET_IDS)('%s parses and names its source', (id) => {
    expect(chapterRulesSchema.parse(PRESETS[id].rules)).toEqual(PRESETS[id].rules);
    expect(PRESETS[id].source.length).toBeGreaterThan(40);
  });

  it('totals 100 points, except Australia whose 20-point CEU part makes 105 (scaled to 100)', () => {
    const max = Object.fromEntries(
      PRESET_IDS.map((id) => [id, PRESETS[id].rules.scorecard.parts.reduce((s, p) => s + maxPointsOf(p.rule), 0)]),
    );
    expect(max).toEqual({
      appLight: 100,
      bniStandard: 100,
      bniDelhi: 100,
      bniBrazil: 100,
      bniAustralia: 105,
      bniChapterStrict: 100,
      letip: 100,
      rotary: 100,
    });
  });
});

describe('BNI standard (UK 2012 scorecard), 26 weeks', () => {
  edges('bniStandard', 'absences', 'absences', [
    [0, 15],
    [1, 10],
    [2, 5],
    [3, 0],
    [4, 0],
  ]);
  // Per week × 26: 0.5 → 13, 0.75 → 19.5 → 20, 1 → 26, 1.2 → 31.2 → 32.
  edges('bniStandard', 'referrals', 'referrals', [
    [12, 0],
    [13, 5],
    [14, 5],
    [19, 5],
    [20, 10],
    [21, 10],
    [25, 10],
    [26, 15],
    [27, 15],
    [31, 15],
    [32, 20],
    [33, 20],
  ]);
  // 0.083 → 2.16 → 3, 0.167 → 4.34 → 5, 0.25 → 6.5 → 7, 0.5 → 13.
  edges('bniStandard', 'visitors', 'visitors', [
    [2, 0],
    [3, 5],
    [4, 5],
    [5, 10],
    [6, 10],
    [7, 15],
    [8, 15],
    [12, 15],
    [13, 20],
    [14, 20],
  ]);
  edges('bniStandard', 'training', 'training', [
    [0, 0],
    [1, 5],
    [2, 10],
    [3, 15],
    [4, 15],
  ]);
  // Any testimonial is 5; 0.075 × 26 = 1.95 → 2 for 10.
  edges('bniStandard', 'testimonials', 'testimonials', [
    [0, 0],
    [1, 5],
    [2, 10],
    [3, 10],
  ]);
  edges('bniStandard', 'tyfcb', 'tyfcb', [
    [999.99, 0],
    [1000, 5],
    [1000.01, 5],
    [2499.99, 5],
    [2500, 10],
    [2500.01, 10],
    [4999.99, 10],
    [5000, 15],
    [5000.01, 15],
  ]);
  edges('bniStandard', 'onTime', 'lates', [
    [0, 5],
    [1, 0],
    [2, 0],
  ]);

  it('colours the total green from 70, amber from 50, red from 30, grey below', () => {
    const sc = PRESETS.bniStandard.rules.scorecard;
    expect([71, 70, 69, 51, 50, 49, 31, 30, 29, 0].map((t) => colourOf(sc, t))).toEqual([
      'green',
      'green',
      'amber',
      'amber',
      'amber',
      'red',
      'red',
      'red',
      'grey',
      'grey',
    ]);
  });

  it('leaves absences and on-time out when no meeting is recorded, scaling the rest to 100', () => {
    // 20 + 20 + 15 + 10 + 15 = 80 of the 80 points left → 100.
    const score = scoreTotals(PRESETS.bniStandard.rules.scorecard, {
      ...BASE,
      attendance: null,
      referrals: 32,
      visitors: 13,
      training: 3,
      testimonials: 2,
      tyfcb: 5000,
    });
    expect(score).toMatchObject({ total: 100, colour: 'green' });
    expect(score.parts.filter((p) => p.missing).map((p) => p.part)).toEqual(['absences', 'onTime']);
  });
});

describe('BNI India/Delhi', () => {
  // 0.1 → 2.6 → 3, 0.25 → 6.5 → 7, 0.5 → 13, 0.75 → 19.5 → 20.
  edges('bniDelhi', 'visitors', 'visitors', [
    [2, 0],
    [3, 5],
    [4, 5],
    [6, 5],
    [7, 10],
    [8, 10],
    [12, 10],
    [13, 15],
    [14, 15],
    [19, 15],
    [20, 20],
    [21, 20],
  ]);
  // 5, 10 and 20 lakh rupees.
  edges('bniDelhi', 'tyfcb', 'tyfcb', [
    [499_999.99, 0],
    [500_000, 5],
    [500_000.01, 5],
    [999_999.99, 5],
    [1_000_000, 10],
    [1_000_000.01, 10],
    [1_999_999.99, 10],
    [2_000_000, 15],
    [2_000_000.01, 15],
  ]);
  edges('bniDelhi', 'referrals', 'referrals', [
    [31, 15],
    [32, 20],
  ]);
  edges('bniDelhi', 'absences', 'absences', [
    [2, 5],
    [3, 0],
  ]);
});

describe('BNI Brazil (proportional to six-month goals)', () => {
  edges('bniBrazil', 'absences', 'absences', [
    [0, 15],
    [1, 10],
    [2, 5],
    [3, 0],
    [4, 0],
  ]);
  // 20 × 26 / 27 = 19.26.
  edges('bniBrazil', 'referrals', 'referrals', [
    [0, 0],
    [26, 19.26],
    [27, 20],
    [28, 20],
  ]);
  edges('bniBrazil', 'visitors', 'visitors', [
    [7, 17.5],
    [8, 20],
    [9, 20],
  ]);
  // 10 × 21 / 22 = 9.55.
  edges('bniBrazil', 'training', 'training', [
    [21, 9.55],
    [22, 10],
    [23, 10],
  ]);
  edges('bniBrazil', 'testimonials', 'testimonials', [
    [1, 2.5],
    [2, 5],
    [3, 5],
  ]);
  edges('bniBrazil', 'tyfcb', 'tyfcb', [
    [10_000, 7.5],
    [19_999.99, 15],
    [20_000, 15],
    [20_000.01, 15],
  ]);
  edges('bniBrazil', 'onTime', 'lates', [
    [0, 5],
    [1, 2],
    [2, 0],
  ]);
  edges('bniBrazil', 'oneToOnes', 'oneToOnes', [
    [11, 5],
    [21, 9.55],
    [22, 10],
    [23, 10],
  ]);

  it('is green from 70, yellow (amber) from 40, red below', () => {
    const sc = PRESETS.bniBrazil.rules.scorecard;
    expect([70, 69, 40, 39, 0].map((t) => colourOf(sc, t))).toEqual(['green', 'amber', 'amber', 'red', 'red']);
  });

  it('just short of a goal still shows: 19,999.99 is 14.99999 points, not the full 15', () => {
    const score = scoreTotals(PRESETS.bniBrazil.rules.scorecard, { ...BASE, tyfcb: 19_999.99 });
    expect(score.parts.find((p) => p.part === 'tyfcb')?.points).toBeLessThan(15);
  });
});

describe('BNI Australia (CEUs per week)', () => {
  // 0.25 → 6.5 → 7, 0.5 → 13, 0.75 → 19.5 → 20, 1 → 26.
  edges('bniAustralia', 'training', 'training', [
    [6, 0],
    [7, 5],
    [8, 5],
    [12, 5],
    [13, 10],
    [14, 10],
    [19, 10],
    [20, 15],
    [21, 15],
    [25, 15],
    [26, 20],
    [27, 20],
  ]);

  it('scales its 105 points to 100: everything but CEUs is 85 of 105 → 81', () => {
    const score = scoreTotals(PRESETS.bniAustralia.rules.scorecard, {
      ...BASE,
      referrals: 32,
      visitors: 13,
      testimonials: 2,
      tyfcb: 5000,
    });
    expect(score).toMatchObject({ total: 81, colour: 'green' });
  });
});

describe('LeTip and Rotary scorecards restate their requirement', () => {
  // 4 tips a month × 6 months = 24.
  edges('letip', 'referrals', 'referrals', [
    [23, 0],
    [24, 100],
    [25, 100],
  ]);
  it('LeTip counts the months a newer member has: 2 months need 8 tips', () => {
    expect(points('letip', 'referrals', { months: 2, weeks: 9, referrals: 7 })).toBe(0);
    expect(points('letip', 'referrals', { months: 2, weeks: 9, referrals: 8 })).toBe(100);
  });
  it('Rotary is green at half the meetings attended', () => {
    const at = (attended: number) => points('rotary', 'attendance', { attendance: { attended, expected: 20 } });
    expect([9, 10, 11].map(at)).toEqual([0, 100, 100]);
  });
});
