/**
 * The forecast (docs/chapter-rules.md "Forecast"): on the 1st of next month the scoring period moves on a month,
 * the oldest month's records leave it and this month's come in. It names that day and month, what leaves, the
 * colour the light will then show if nothing more is done than what is recorded (every coming meeting this month
 * attended), and the fewest actions before the end of this month that keep today's colour.
 */
import { addDays, monthIndex, monthKey, monthStart } from './dates.ts';
import { type Span, scoringPeriod, totalsOver } from './period.ts';
import type { ChapterRules, Colour, History, Mark, ScorePart } from './schemas.ts';
import { colourOf, optionsFor, type PartOption, type PeriodTotals, type Score, scoreTotals, totalOf } from './score.ts';

export interface Forecast {
  /** The day the period moves on (the 1st of next month). */
  on: string;
  /** The month whose records leave, its days and its numbers; null when the member joined after it. */
  leaving: { month: string; span: Span; totals: PeriodTotals } | null;
  now: Score;
  /** The light on `on` with what is recorded so far and the coming meetings attended. */
  then: Score;
  /** Points each part gains (positive) or loses (negative) on `on`. */
  change: Array<{ part: ScorePart; points: number }>;
  /**
   * What keeps today's colour: the fewest actions before `by` (the last day of this month). Empty when nothing
   * is needed; null when no such actions can save it (only meetings past decide it).
   */
  keep: { by: string; colour: Colour; actions: Array<{ part: ScorePart; extra: number }> } | null;
}

const RANK: Record<Colour, number> = { green: 3, amber: 2, red: 1, grey: 0 };

/**
 * One action per item (a referral, a visitor, a training). Closed business is thanks from others, not something
 * a member can do this month, so it is suggested only when the member's own actions cannot keep the colour.
 */
const costOf = (o: PartOption) => (o.part === 'tyfcb' ? 1000 : o.extra);

interface Plan {
  cost: number;
  gain: number;
  picks: PartOption[];
}

/** The cheapest combination of at most one option per part whose gain reaches `enough`. */
function cheapest(groups: PartOption[][], enough: (gain: number) => boolean): Plan | null {
  let frontier: Plan[] = [{ cost: 0, gain: 0, picks: [] }];
  for (const options of groups) {
    const next = [...frontier];
    for (const plan of frontier) {
      for (const o of options) {
        next.push({ cost: plan.cost + costOf(o), gain: plan.gain + o.gain, picks: [...plan.picks, o] });
      }
    }
    // Keep only plans that gain more than every cheaper one (fewer parts first on a tie).
    next.sort((a, b) => a.cost - b.cost || b.gain - a.gain || a.picks.length - b.picks.length);
    frontier = [];
    for (const plan of next) if (plan.gain > (frontier.at(-1)?.gain ?? -1) + 1e-9) frontier.push(plan);
  }
  return frontier.find((p) => enough(p.gain)) ?? null;
}

export function forecast(
  rules: ChapterRules,
  history: History,
  today: string,
  upcoming: readonly string[] = [],
): Forecast {
  const sc = rules.scorecard;
  const months = sc.periodMonths;
  const here = monthIndex(today);
  const on = monthStart(here + 1);
  const current = scoringPeriod(today, months, history.joinedOn);
  const nextSpan = scoringPeriod(on, months, history.joinedOn);
  const attended = upcoming.filter((d) => d > today && d < on).map((day): Mark => ({ day, mark: 'P' }));
  const projected: History = { ...history, marks: [...history.marks, ...attended] };
  const now = scoreTotals(sc, totalsOver(history, current, rules.attendance));
  const nextTotals = totalsOver(projected, nextSpan, rules.attendance);
  const then = scoreTotals(sc, nextTotals);
  const leavingSpan = { from: current.from, until: monthStart(here - months + 1) };
  const leaving =
    current.from < leavingSpan.until
      ? {
          month: monthKey(here - months),
          span: leavingSpan,
          totals: totalsOver(history, leavingSpan, rules.attendance),
        }
      : null;
  const change = then.parts.map((p, i) => ({ part: p.part, points: p.points - (now.parts[i]?.points ?? 0) }));
  let keep: Forecast['keep'] = { by: addDays(on, -1), colour: now.colour, actions: [] };
  if (RANK[then.colour] < RANK[now.colour]) {
    const counted = then.parts.filter((p) => !p.missing);
    const raw = counted.reduce((s, p) => s + p.points, 0);
    const possible = counted.reduce((s, p) => s + p.maxPoints, 0);
    const groups = sc.parts.map(({ part, rule }) => optionsFor(part, rule, nextTotals));
    const plan = cheapest(groups, (gain) => RANK[colourOf(sc, totalOf(raw + gain, possible))] >= RANK[now.colour]);
    keep = plan ? { ...keep, actions: plan.picks.map(({ part, extra }) => ({ part, extra })) } : null;
  }
  return { on, leaving, now, then, change, keep };
}
