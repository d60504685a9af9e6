import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { PRESETS } from './presets.ts';
import type { History, Mark } from './schemas.ts';
import { attendanceStanding } from './standing.ts';

/** One mark a week from `first`: P A L M S, with `a` an absence announced beforehand. */
function weekly(first: string, letters: string): Mark[] {
  return [...letters].map((c, i) => ({
    day: addDays(first, 7 * i),
    mark: (c === 'a' ? 'A' : c) as Mark['mark'],
    ...(c === 'a' ? { announced: true } : {}),
  }));
}
const history = (marks: Mark[], joinedOn: string | null = null): History => ({ marks, slips: [], joinedOn });
/** The next `n` weekly meetings after `last`. */
const comingAfter = (last: string, n: number) => Array.from({ length: n }, (_, i) => addDays(last, 7 * (i + 1)));

const bni = PRESETS.bniStandard.rules.attendance;
const strict = PRESETS.bniChapterStrict.rules.attendance;
const letip = PRESETS.letip.rules.attendance;
const rotary = PRESETS.rotary.rules.attendance;

describe('BNI: 3 absences in a rolling six months, a substitute is not an absence', () => {
  // Wednesdays from 7 January 2026: absent 7 Jan, 4 Feb, 4 Mar; substitutes 11 and 18 Mar; medical 25 Feb.
  const marks = weekly('2026-01-07', 'APPPAPPMASSP');
  const today = '2026-03-25';

  it('counts 3 absences and none left, the sub and the medical not counted', () => {
    const s = attendanceStanding(bni, history(marks), today, comingAfter(today, 20));
    expect(s).toMatchObject({ absences: 3, absencesLeft: 0, breaches: [], status: 'atRisk' });
    // One more absence at the next meeting breaks it; the count drops when 7 January leaves on 7 July.
    expect(s.nextBreakingMeeting).toBe('2026-04-01');
    expect(s.nextRelief).toBe('2026-07-07');
  });

  it('puts the seat under review at the fourth absence, and lifts it the day the first one leaves', () => {
    const four = [...marks, { day: '2026-04-01', mark: 'A' as const }];
    expect(attendanceStanding(bni, history(four), '2026-07-06').breaches).toEqual([
      { rule: 'absences', value: 4, limit: 3 },
    ]);
    expect(attendanceStanding(bni, history(four), '2026-07-07')).toMatchObject({ absences: 3, breaches: [] });
  });

  it('with an absence still allowed, no single coming absence breaks the rule', () => {
    const two = weekly('2026-01-07', 'PPPPAPPMASSP');
    const s = attendanceStanding(bni, history(two), today, comingAfter(today, 10));
    expect(s).toMatchObject({ absences: 2, absencesLeft: 1, nextBreakingMeeting: null, status: 'good' });
  });

  it('ignores marks from before the member joined', () => {
    const s = attendanceStanding(bni, history(marks, '2026-01-08'), today);
    expect(s.absences).toBe(2);
  });
});

describe('A BNI chapter: 2 lates make an absence, substitutes at most 3 times', () => {
  it('counts 1 absence plus 3 lates as 2, and 4 lates as 3', () => {
    expect(attendanceStanding(strict, history(weekly('2026-01-07', 'LPLALP')), '2026-03-01').absences).toBe(2);
    const s = attendanceStanding(strict, history(weekly('2026-01-07', 'LPLALPL')), '2026-03-01');
    expect(s).toMatchObject({ absences: 3, absencesLeft: 0, lates: 4 });
  });

  it('allows a third substitute and reviews the fourth', () => {
    expect(attendanceStanding(strict, history(weekly('2026-01-07', 'SPSPS')), '2026-03-01').breaches).toEqual([]);
    expect(attendanceStanding(strict, history(weekly('2026-01-07', 'SPSPSS')), '2026-03-01').breaches).toEqual([
      { rule: 'substitutes', value: 4, limit: 3 },
    ]);
    // The same four under the global manual are fine.
    expect(attendanceStanding(bni, history(weekly('2026-01-07', 'SPSPSS')), '2026-03-01').breaches).toEqual([]);
  });
});

describe('LeTip: 4 absences a quarter, 2 unannounced in a row, alternates 6 a year and never 3 in a row', () => {
  it('allows 4 absences in a quarter, reviews the fifth, and starts again with the next quarter', () => {
    const four = weekly('2026-01-07', 'aPaPaPaP');
    expect(attendanceStanding(letip, history(four), '2026-03-31')).toMatchObject({
      absences: 4,
      absencesLeft: 0,
      breaches: [],
      nextRelief: '2026-04-01',
    });
    const five = weekly('2026-01-07', 'aPaPaPaPa');
    expect(attendanceStanding(letip, history(five), '2026-03-31').breaches).toEqual([
      { rule: 'absences', value: 5, limit: 4 },
    ]);
    expect(attendanceStanding(letip, history(five), '2026-04-01')).toMatchObject({ absences: 0, breaches: [] });
  });

  it('reviews two unannounced absences in a row, not two announced ones', () => {
    expect(attendanceStanding(letip, history(weekly('2026-01-07', 'PAA')), '2026-02-01').breaches).toEqual([
      { rule: 'absencesInARow', value: 2, limit: 1 },
    ]);
    expect(attendanceStanding(letip, history(weekly('2026-01-07', 'Paa')), '2026-02-01').breaches).toEqual([]);
    expect(attendanceStanding(letip, history(weekly('2026-01-07', 'PAaA')), '2026-02-01').breaches).toEqual([]);
  });

  it('warns after one unannounced absence that the next meeting is the last chance', () => {
    const s = attendanceStanding(
      letip,
      history(weekly('2026-01-07', 'PA')),
      '2026-01-15',
      comingAfter('2026-01-14', 4),
    );
    expect(s).toMatchObject({ status: 'atRisk', nextBreakingMeeting: '2026-01-21', absencesInARow: 1 });
  });

  it('allows 6 alternates in a year and reviews the seventh', () => {
    const six = weekly('2026-01-07', 'SPPSPPSPPSPPSPPS');
    expect(attendanceStanding(letip, history(six), '2026-05-01')).toMatchObject({
      substitutes: { inYear: 6 },
      breaches: [],
    });
    const seven = weekly('2026-01-07', 'SPPSPPSPPSPPSPPSPPS');
    expect(attendanceStanding(letip, history(seven), '2026-06-01').breaches).toEqual([
      { rule: 'substitutesPerYear', value: 7, limit: 6 },
    ]);
  });

  it('allows 2 alternates in a row, never 3', () => {
    expect(attendanceStanding(letip, history(weekly('2026-01-07', 'SSPS')), '2026-02-01').breaches).toEqual([]);
    expect(attendanceStanding(letip, history(weekly('2026-01-07', 'PSSS')), '2026-02-01')).toMatchObject({
      substitutes: { inARow: 3 },
      breaches: [{ rule: 'substitutesInARow', value: 3, limit: 2 }],
    });
  });
});

describe('Rotary: half the meetings per half-year with make-ups, 30 % at home, no 4 misses in a row', () => {
  it('counts a make-up within 14 days as attended, not one on the 15th day', () => {
    const miss = (madeUpOn: string): Mark => ({ day: '2026-01-07', mark: 'A', madeUpOn });
    const ok = attendanceStanding(rotary, history([miss('2026-01-21'), ...weekly('2026-01-14', 'P')]), '2026-01-31');
    expect(ok).toMatchObject({ share: 1, ownShare: 0.5, absencesInARow: 0 });
    const late = attendanceStanding(rotary, history([miss('2026-01-22'), ...weekly('2026-01-14', 'P')]), '2026-01-31');
    expect(late).toMatchObject({ share: 0.5, ownShare: 0.5 });
  });

  it('lists an absence that can still be made up, with its last day', () => {
    const s = attendanceStanding(rotary, history(weekly('2026-01-07', 'PA')), '2026-01-20');
    expect(s.openMakeUps).toEqual([{ day: '2026-01-14', deadline: '2026-01-28' }]);
  });

  it('allows 3 misses in a row and reviews the fourth', () => {
    const coming = comingAfter('2026-02-04', 20);
    expect(attendanceStanding(rotary, history(weekly('2026-01-07', 'PPAAA')), '2026-02-05', coming)).toMatchObject({
      breaches: [],
      status: 'atRisk',
      nextBreakingMeeting: '2026-02-11',
    });
    expect(attendanceStanding(rotary, history(weekly('2026-01-07', 'PPAAAA')), '2026-02-12', coming).breaches).toEqual([
      { rule: 'absencesInARow', value: 4, limit: 3 },
    ]);
  });

  it('judges the shares over the half-year: broken only when the meetings left cannot save them', () => {
    // 10 meetings to 11 March: 2 at home, 8 made up → 100 % attended, 20 % at home.
    const made = weekly('2026-01-07', 'PPAAAAAAAA').map((m) =>
      m.mark === 'A' ? { ...m, madeUpOn: addDays(m.day, 3) } : m,
    );
    // 16 Wednesdays left to 24 June: attending 1 of them gives 3 of 11 = 27 %, all of them 18 of 26 = 69 %.
    const left = comingAfter('2026-03-11', 16);
    expect(attendanceStanding(rotary, history(made), '2026-03-12', left).breaches).toEqual([]);
    const none = attendanceStanding(rotary, history(made), '2026-03-12');
    expect(none.breaches).toEqual([{ rule: 'ownShare', value: 0.2, limit: 0.3 }]);
  });
});
