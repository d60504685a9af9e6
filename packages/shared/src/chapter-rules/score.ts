/**
 * The scorecard: a member's numbers over the scoring period turned into points per part, a total out of 100 and a
 * colour (docs/chapter-rules.md "Scorecard"). The same arithmetic as the traffic light of
 * docs/decisions/0003-traffic-light-scoring.md, generalised to any organisation's parts and bands.
 */
import type { Colour, PartRule, Scorecard, ScorePart } from './schemas.ts';

/** A member's numbers over one period. */
export interface PeriodTotals {
  /** Weeks the period covers for the member (at least 1). */
  weeks: number;
  /** Calendar months it touches, for per-month thresholds. */
  months: number;
  /** Meetings that count and how many were attended; null or 0 expected when none is recorded. */
  attendance: { attended: number; expected: number } | null;
  absences: number;
  lates: number;
  referrals: number;
  visitors: number;
  training: number;
  testimonials: number;
  oneToOnes: number;
  /** Thanks for closed business, in the scorecard's currency. */
  tyfcb: number;
}

export interface PartScore {
  part: ScorePart;
  /** What the bands were applied to: a count, an amount, or a share 0–1 for attendance. */
  value: number;
  points: number;
  maxPoints: number;
  /** No meeting recorded: the part is left out and the total scaled over the others. */
  missing: boolean;
}

export interface Score {
  /** 0–100, scaled over the parts that are not missing. */
  total: number;
  colour: Colour;
  parts: PartScore[];
}

// Float-safe ceil, as in traffic-light.ts: 1.2 × 26 is 31.200000000000003 and must need 32, not 33.
const ceilSafe = (x: number) => Math.ceil(x - 1e-9);

/** Parts a member can still raise by doing something (a slip, a visitor, a training) — not meetings past. */
export const ACTIONABLE_PARTS: readonly ScorePart[] = [
  'referrals',
  'visitors',
  'training',
  'testimonials',
  'tyfcb',
  'oneToOnes',
];

export function maxPointsOf(rule: PartRule): number {
  if (rule.kind === 'atLeast' || rule.kind === 'atMost') return Math.max(...rule.bands.map((b) => b.points));
  return rule.points;
}

const meetingsRecorded = (t: PeriodTotals) => (t.attendance?.expected ?? 0) > 0;

/** The number a part is scored on (the attendance share for `attendance`). */
export function partValue(part: ScorePart, t: PeriodTotals): number {
  if (part === 'attendance') {
    const a = t.attendance;
    return a && a.expected > 0 ? Math.min(1, a.attended / a.expected) : 0;
  }
  if (part === 'onTime') return t.lates;
  return t[part];
}

/** The least count an atLeast band asks for over this period (shares are compared as they are). */
export function required(rule: Extract<PartRule, { kind: 'atLeast' }>, min: number, above: boolean, t: PeriodTotals) {
  const scale = rule.per === 'week' ? t.weeks : rule.per === 'month' ? t.months : 1;
  if (rule.per === 'period' || rule.per === 'share') return min;
  // Strictly more than min × scale: the next whole count above it.
  return above ? Math.floor(min * scale + 1e-9) + 1 : ceilSafe(min * scale);
}

function reaches(rule: Extract<PartRule, { kind: 'atLeast' }>, value: number, t: PeriodTotals) {
  return (b: { min: number; above?: boolean | undefined }) => {
    const above = b.above === true;
    if (rule.per === 'share') return above ? value > b.min + 1e-9 : value >= b.min - 1e-9;
    const need = required(rule, b.min, above, t);
    return rule.per === 'period' && above ? value > need : value >= need;
  };
}

/** Points a rule gives a value over these totals. */
export function pointsFor(rule: PartRule, value: number, t: PeriodTotals): number {
  switch (rule.kind) {
    case 'atLeast': {
      const hit = rule.bands.filter(reaches(rule, value, t));
      return hit.length === 0 ? 0 : Math.max(...hit.map((b) => b.points));
    }
    case 'atMost': {
      const hit = rule.bands.filter((b) => value <= b.max);
      return hit.length === 0 ? 0 : Math.max(...hit.map((b) => b.points));
    }
    case 'proportional':
      return rule.points * Math.min(1, value / rule.goal);
    case 'penalty':
      return Math.max(0, rule.points - rule.perUnit * value);
  }
}

export function colourOf(scorecard: Scorecard, total: number): Colour {
  const band = scorecard.colours.find((c) => total >= c.min);
  return (band ?? scorecard.colours.at(-1))?.colour ?? 'grey';
}

/** The total the raw points make once scaled over the parts that count. */
export const totalOf = (raw: number, possible: number) => (possible === 0 ? 0 : Math.round((raw * 100) / possible));

export function scoreTotals(scorecard: Scorecard, t: PeriodTotals): Score {
  const parts = scorecard.parts.map(({ part, rule }): PartScore => {
    const missing = (part === 'attendance' || part === 'absences' || part === 'onTime') && !meetingsRecorded(t);
    const value = partValue(part, t);
    return { part, value, points: missing ? 0 : pointsFor(rule, value, t), maxPoints: maxPointsOf(rule), missing };
  });
  const counted = parts.filter((p) => !p.missing);
  const total = totalOf(
    counted.reduce((s, p) => s + p.points, 0),
    counted.reduce((s, p) => s + p.maxPoints, 0),
  );
  return { total, colour: colourOf(scorecard, total), parts };
}

/** Ways to raise one part: `extra` more of its count (or amount) for `gain` more points. */
export interface PartOption {
  part: ScorePart;
  extra: number;
  gain: number;
}

/** Each higher band of an actionable part, with what it takes over these totals. */
export function optionsFor(part: ScorePart, rule: PartRule, t: PeriodTotals): PartOption[] {
  if (!ACTIONABLE_PARTS.includes(part)) return [];
  const value = partValue(part, t);
  const now = pointsFor(rule, value, t);
  const options: PartOption[] = [];
  if (rule.kind === 'atLeast') {
    for (const b of rule.bands) {
      if (b.points <= now) continue;
      const need = required(rule, b.min, b.above === true, t);
      // An amount above a threshold: one cent more.
      const target = rule.per === 'period' && b.above ? need + (part === 'tyfcb' ? 0.01 : 1) : need;
      options.push({ part, extra: Math.round((target - value) * 100) / 100, gain: b.points - now });
    }
  } else if (rule.kind === 'proportional') {
    // Counts go one at a time; an amount in tenths of the goal, so the search stays small.
    const unit = part === 'tyfcb' ? rule.goal / 10 : 1;
    for (let target = (Math.floor(value / unit) + 1) * unit; target <= rule.goal + 1e-9; target += unit) {
      const extra = Math.round((target - value) * 100) / 100;
      options.push({ part, extra, gain: pointsFor(rule, value + extra, t) - now });
    }
  }
  return options.filter((o) => o.extra > 0 && o.gain > 0);
}
