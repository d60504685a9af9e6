import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { evaluateMember } from './evaluate.ts';
import { forecast } from './forecast.ts';
import { PRESETS } from './presets.ts';
import type { History, Mark, Slip } from './schemas.ts';

/** Every Wednesday from 7 January 2026 to 9 December 2026, attended. */
const wednesdays = (from: string, until: string): Mark[] => {
  const out: Mark[] = [];
  for (let d = from; d <= until; d = addDays(d, 7)) out.push({ day: d, mark: 'P' });
  return out;
};
const slips = (kind: Slip['kind'], days: string[], amount?: number): Slip[] =>
  days.map((day) => ({ day, kind, ...(amount === undefined ? {} : { amount }) }));

/**
 * The hand-computed member (BNI standard, the UK 2012 scorecard), on 10 December 2026:
 * - never absent or late: absences 15, on time 5;
 * - referrals: 6 in June, 3 in each of July–November, 1 so far in December;
 * - visitors: 2 in June, 3 from July to November (August, September, October);
 * - training: 3 (August, September, October); testimonials: 1 (September);
 * - closed business: 1,000 in June, 1,500 in October.
 */
const member: History = {
  joinedOn: '2025-01-01',
  marks: wednesdays('2026-01-07', '2026-12-09'),
  slips: [
    ...slips('referral', ['2026-06-02', '2026-06-09', '2026-06-10', '2026-06-16', '2026-06-23', '2026-06-30']),
    ...['07', '08', '09', '10', '11'].flatMap((m) =>
      slips('referral', [`2026-${m}-05`, `2026-${m}-12`, `2026-${m}-19`]),
    ),
    ...slips('referral', ['2026-12-02']),
    ...slips('visitor', ['2026-06-10', '2026-06-24', '2026-08-12', '2026-09-09', '2026-10-14']),
    ...slips('training', ['2026-08-20', '2026-09-20', '2026-10-20']),
    ...slips('testimonial', ['2026-09-16']),
    ...slips('tyfcb', ['2026-06-15'], 1000),
    ...slips('tyfcb', ['2026-10-15'], 1500),
  ],
};

describe('forecast on a hand-computed history', () => {
  const f = forecast(PRESETS.bniStandard.rules, member, '2026-12-10', ['2026-12-16', '2026-12-23', '2026-12-30']);

  it('names the day the period moves and the month that leaves, with its numbers', () => {
    expect(f.on).toBe('2027-01-01');
    expect(f.leaving).toMatchObject({
      month: '2026-06',
      span: { from: '2026-06-01', until: '2026-07-01' },
      // June: Wednesdays 3, 10, 17, 24 attended; 6 referrals, 2 visitors, 1,000 closed.
      totals: { attendance: { attended: 4, expected: 4 }, referrals: 6, visitors: 2, tyfcb: 1000, training: 0 },
    });
  });

  it('scores green now and amber on 1 January, losing 5 points each on referrals, visitors and closed business', () => {
    // Now, June–November: 183 days → 27 weeks, so per-week bands need referrals 14/21/27/33, visitors
    // 3/5/7/14, testimonials 3 for 10. Referrals 21 → 10, visitors 5 → 10, training 3 → 15, testimonials 1 → 5,
    // closed 2,500 → 10, absences 0 → 15, on time → 5: 70, green.
    expect(f.now).toMatchObject({ total: 70, colour: 'green' });
    // Then, July–December: 184 days → 27 weeks. Referrals 15 + 1 = 16 → 5, visitors 3 → 5, closed 1,500 → 5,
    // the rest unchanged: 15 + 5 + 5 + 15 + 5 + 5 + 5 = 55, amber.
    expect(f.then).toMatchObject({ total: 55, colour: 'amber' });
    expect(f.change.filter((c) => c.points !== 0)).toEqual([
      { part: 'referrals', points: -5 },
      { part: 'visitors', points: -5 },
      { part: 'tyfcb', points: -5 },
    ]);
  });

  it('names the fewest actions before 31 December that keep green', () => {
    // 15 points short. Options: referrals +5 (5 pts), +11 (10), +17 (15); visitors +2 (5), +4 (10), +11 (15);
    // testimonials +2 (5). Cheapest to 15: 4 visitors (10) and 2 testimonials (5) = 6 actions; the next best
    // (5 referrals + 4 visitors, or 5 + 2 + 2) take 9.
    expect(f.keep).toEqual({
      by: '2026-12-31',
      colour: 'green',
      actions: [
        { part: 'visitors', extra: 4 },
        { part: 'testimonials', extra: 2 },
      ],
    });
  });

  it('needs nothing when the colour holds, and the actions it names do keep it', () => {
    const extra: Slip[] = [
      ...slips('visitor', ['2026-12-11', '2026-12-12', '2026-12-13', '2026-12-14']),
      ...slips('testimonial', ['2026-12-11', '2026-12-12']),
    ];
    const after = forecast(PRESETS.bniStandard.rules, { ...member, slips: [...member.slips, ...extra] }, '2026-12-15', [
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
    ]);
    expect(after.then).toMatchObject({ total: 70, colour: 'green' });
    expect(after.keep).toEqual({ by: '2026-12-31', colour: 'green', actions: [] });
  });

  it('assumes the coming meetings are attended: absent at all three, the light drops further', () => {
    const absent = ['2026-12-16', '2026-12-23', '2026-12-30'].map((day): Mark => ({ day, mark: 'A' }));
    const g = forecast(PRESETS.bniStandard.rules, { ...member, marks: [...member.marks, ...absent] }, '2026-12-31');
    // Three absences: 15 → 0 points, so 55 − 15 = 40, red.
    expect(g.then).toMatchObject({ total: 40, colour: 'red' });
  });
});

describe('forecast when only past meetings decide', () => {
  it('Rotary: under half attended in the new window, no action can save it', () => {
    // Scored on 10 July: January to June. January's 4 meetings attended; of the 21 from February to June the
    // first 9; both July meetings missed. Now 13 of 25 = 52 %, green. On 1 August January leaves: 9 of 23 = 39 %,
    // red, and Rotary's scorecard has nothing a member can add.
    const jan = wednesdays('2026-01-07', '2026-01-28');
    const rest = wednesdays('2026-02-04', '2026-07-08').map((m, i): Mark => (i < 9 ? m : { ...m, mark: 'A' }));
    const f = forecast(PRESETS.rotary.rules, { joinedOn: null, marks: [...jan, ...rest], slips: [] }, '2026-07-10');
    expect(f.now.colour).toBe('green');
    expect(f.then.colour).toBe('red');
    expect(f.keep).toBeNull();
  });

  it('says nothing leaves for a member who joined after the oldest month', () => {
    const f = forecast(PRESETS.bniStandard.rules, { ...member, joinedOn: '2026-08-03' }, '2026-12-10');
    expect(f.leaving).toBeNull();
  });
});

describe('evaluateMember', () => {
  it('gives the standing, the light and the forecast of the same day together', () => {
    const coming = ['2026-12-16', '2026-12-23', '2026-12-30'];
    const e = evaluateMember(PRESETS.bniStandard.rules, member, '2026-12-10', coming);
    expect(e.score).toMatchObject({ total: 70, colour: 'green' });
    expect(e.forecast.then.colour).toBe('amber');
    // Never absent: 3 absences left in the rolling six months, nothing to relieve.
    expect(e.standing).toMatchObject({ absences: 0, absencesLeft: 3, nextRelief: null, status: 'good' });
  });
});
