/**
 * Properties on random histories. The server and the browser run this same code on the same History shape, so
 * "both sides agree" reduces to the engine being a function of the history alone; what is worth checking is that
 * it behaves as a member would expect (docs/chapter-rules.md "What the engine promises").
 */
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, monthIndex, monthStart } from './dates.ts';
import { forecast } from './forecast.ts';
import { scoringPeriod, totalsOver } from './period.ts';
import { PRESET_IDS, PRESETS } from './presets.ts';
import type { Colour, History, Mark, Slip } from './schemas.ts';
import { scoreTotals } from './score.ts';
import { attendanceStanding } from './standing.ts';
import { seeded } from './test-random.ts';

/** Thousands of cases: seconds on a busy two-core machine, more than Vitest's default 5 s allows. */
const SLOW_MS = 60_000;

const RANK: Record<Colour, number> = { green: 3, amber: 2, red: 1, grey: 0 };
const KINDS: Slip['kind'][] = ['referral', 'visitor', 'training', 'testimonial', 'tyfcb', 'oneToOne'];

/** A member's random history up to `today`: a weekly meeting, marks mostly present, slips on random days. */
function randomHistory(r: ReturnType<typeof seeded>, today: string): History {
  const start = addDays(today, -r.int(200, 420));
  const marks: Mark[] = [];
  for (let d = start; d <= today; d = addDays(d, 7)) {
    if (r.next() < 0.05) continue;
    const mark = r.pick(['P', 'P', 'P', 'P', 'P', 'P', 'A', 'L', 'M', 'S'] as const);
    const extra = mark === 'A' && r.next() < 0.4 ? { madeUpOn: addDays(d, r.int(0, 20)) } : {};
    marks.push({ day: d, mark, ...(r.next() < 0.5 ? { announced: true } : {}), ...extra });
  }
  const span = daysBetween(start, today);
  const slips: Slip[] = Array.from({ length: r.int(0, 80) }, () => {
    const kind = r.pick(KINDS);
    const day = addDays(start, r.int(0, span));
    return kind === 'tyfcb' ? { day, kind, amount: r.int(1, 300_000) / 100 } : { day, kind };
  });
  const joinedOn = r.next() < 0.3 ? addDays(start, r.int(0, span)) : null;
  return { marks, slips, joinedOn };
}

const randomDay = (r: ReturnType<typeof seeded>) => addDays('2026-01-01', r.int(0, 700));
const CASES = 150;

describe.each(PRESET_IDS)('%s on random histories', (id) => {
  const rules = PRESETS[id].rules;
  const score = (h: History, today: string) =>
    scoreTotals(
      rules.scorecard,
      totalsOver(h, scoringPeriod(today, rules.scorecard.periodMonths, h.joinedOn), rules.attendance),
    );

  it(
    'never scores lower for an absence turned into attendance, or for one more slip',
    () => {
      const r = seeded(id.length * 7919);
      for (let i = 0; i < CASES; i++) {
        const today = randomDay(r);
        const h = randomHistory(r, today);
        const before = score(h, today);
        const k = r.int(0, h.marks.length - 1);
        const attended = { ...h, marks: h.marks.map((m, j): Mark => (j === k ? { day: m.day, mark: 'P' } : m)) };
        expect(score(attended, today).total).toBeGreaterThanOrEqual(before.total);
        const slip: Slip = {
          day: addDays(monthStart(monthIndex(today) - 1), r.int(0, 27)),
          kind: r.pick(KINDS),
          amount: 500,
        };
        expect(score({ ...h, slips: [...h.slips, slip] }, today).total).toBeGreaterThanOrEqual(before.total);
      }
    },
    SLOW_MS,
  );

  it(
    'never counts more absences or breaks more rules for an absence turned into attendance',
    () => {
      const r = seeded(id.length * 104_729);
      for (let i = 0; i < CASES; i++) {
        const today = randomDay(r);
        const h = randomHistory(r, today);
        const before = attendanceStanding(rules.attendance, h, today);
        const absences = h.marks.flatMap((m, j) => (m.mark === 'A' ? [j] : []));
        if (absences.length === 0) continue;
        const k = r.pick(absences);
        const fixed = { ...h, marks: h.marks.map((m, j): Mark => (j === k ? { day: m.day, mark: 'P' } : m)) };
        const after = attendanceStanding(rules.attendance, fixed, today);
        expect(after.absences).toBeLessThanOrEqual(before.absences);
        for (const b of after.breaches) expect(before.breaches.map((x) => x.rule)).toContain(b.rule);
      }
    },
    SLOW_MS,
  );

  it(
    'forecasts the light the engine shows on the day the period moves, and its actions keep the colour',
    () => {
      const r = seeded(id.length * 15_485_863);
      let kept = 0;
      for (let i = 0; i < CASES; i++) {
        const today = randomDay(r);
        const h = randomHistory(r, today);
        const f = forecast(rules, h, today);
        // Nothing recorded after today: the forecast is exactly the light on the 1st of next month.
        expect(f.then).toEqual(score(h, f.on));
        if (!f.keep || f.keep.actions.length === 0) continue;
        const last = addDays(f.on, -1);
        const done: Slip[] = f.keep.actions.flatMap(({ part, extra }) =>
          part === 'tyfcb'
            ? [{ day: last, kind: 'tyfcb' as const, amount: extra }]
            : Array.from({ length: extra }, () => ({ day: last, kind: KIND_OF[part] as Slip['kind'] })),
        );
        const after = forecast(rules, { ...h, slips: [...h.slips, ...done] }, today);
        expect(RANK[after.then.colour]).toBeGreaterThanOrEqual(RANK[f.now.colour]);
        kept++;
      }
      // The BNI scorecards get real actions to check (random members rarely reach LeTip's 24 tips, and Rotary's
      // scorecard has nothing to add).
      if (id.startsWith('bni') || id === 'appLight') expect(kept).toBeGreaterThan(0);
    },
    SLOW_MS,
  );
});

const KIND_OF: Record<string, string> = {
  referrals: 'referral',
  visitors: 'visitor',
  training: 'training',
  testimonials: 'testimonial',
  oneToOnes: 'oneToOne',
};
