import { describe, expect, it } from 'vitest';
import { scoringPeriod, totalsOver } from './period.ts';
import { PRESETS } from './presets.ts';
import type { History, Mark } from './schemas.ts';
import { scoreTotals } from './score.ts';

const march = (marks: Array<[string, Mark['mark'], string?]>): History => ({
  joinedOn: null,
  slips: [],
  marks: marks.map(([d, mark, madeUpOn]) => ({ day: `2026-03-${d}`, mark, ...(madeUpOn ? { madeUpOn } : {}) })),
});
const span = { from: '2026-03-01', until: '2026-04-01' };

describe('the scoring period', () => {
  it('is the six whole months before this one, clipped to the joining day', () => {
    expect(scoringPeriod('2026-03-02', 6, null)).toEqual({ from: '2025-09-01', until: '2026-03-01' });
    expect(scoringPeriod('2026-03-02', 6, '2025-12-15')).toEqual({ from: '2025-12-15', until: '2026-03-01' });
    // Joined this month: the days since joining, today included.
    expect(scoringPeriod('2026-03-20', 6, '2026-03-10')).toEqual({ from: '2026-03-10', until: '2026-03-21' });
  });

  it('counts weeks rounded up and the months touched, as the server does', () => {
    const history: History = { joinedOn: null, marks: [], slips: [] };
    // September to February: 181 days → 25.9 → 26 weeks; 15 December to February: 76 days → 11 weeks.
    expect(totalsOver(history, { from: '2025-09-01', until: '2026-03-01' }, null)).toMatchObject({
      weeks: 26,
      months: 6,
    });
    expect(totalsOver(history, { from: '2025-12-15', until: '2026-03-01' }, null)).toMatchObject({
      weeks: 11,
      months: 3,
    });
  });
});

describe('the scorecard counts meetings as the chapter’s policy does', () => {
  it('turns 3 lates into 1 more absence where 2 lates make an absence', () => {
    const h = march([
      ['04', 'L'],
      ['11', 'L'],
      ['18', 'L'],
      ['25', 'A'],
    ]);
    const strict = PRESETS.bniChapterStrict.rules;
    const standard = PRESETS.bniStandard.rules;
    expect(totalsOver(h, span, strict.attendance)).toMatchObject({ absences: 2, lates: 3 });
    expect(totalsOver(h, span, standard.attendance)).toMatchObject({ absences: 1, lates: 3 });
    const absencePoints = (rules: typeof strict) =>
      scoreTotals(rules.scorecard, totalsOver(h, span, rules.attendance)).parts.find((p) => p.part === 'absences')
        ?.points;
    expect([absencePoints(strict), absencePoints(standard)]).toEqual([5, 10]);
  });

  it('Rotary: a substitute is no attendance, a make-up in time is, a medical is left out', () => {
    const h = march([
      ['04', 'P'],
      ['11', 'S'],
      ['18', 'A', '2026-03-23'],
      ['25', 'M'],
    ]);
    expect(totalsOver(h, span, PRESETS.rotary.rules.attendance)).toMatchObject({
      attendance: { attended: 2, expected: 3 },
      absences: 1,
    });
    // Without a policy (decision 0006): the substitute attended, the make-up not known, so the absence stands.
    expect(totalsOver(h, span, null)).toMatchObject({ attendance: { attended: 2, expected: 3 }, absences: 1 });
    expect(totalsOver(march([['04', 'S']]), span, null).attendance).toEqual({ attended: 1, expected: 1 });
  });
});
