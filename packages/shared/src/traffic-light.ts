/**
 * The member traffic light: a member's six whole months before the current one scored the way BNI-style
 * chapters score them — weekly averages against fixed bands, 100 points in all, then a colour. Pure, so the
 * server computes it from the records on each request and the web can explain it. The rules are in
 * docs/scorecard.md "Traffic light" and docs/decisions/0003 and 0007.
 *
 * The bands, points, total and colour come from the chapter rule engine's `appLight` preset
 * (docs/chapter-rules.md); this file adds what the light's card shows: each metric's next band and the steps to
 * green, counted toward the next light.
 */

import { attendanceShare } from './attendance.ts';
import { PRESETS } from './chapter-rules/presets.ts';
import type { PartRule } from './chapter-rules/schemas.ts';
import { type PeriodTotals, scoreTotals } from './chapter-rules/score.ts';

export const TRAFFIC_LIGHT_COLOURS = ['green', 'amber', 'red', 'grey'] as const;
export type TrafficLightColour = (typeof TRAFFIC_LIGHT_COLOURS)[number];

export const TRAFFIC_LIGHT_METRICS = ['attendance', 'referrals', 'oneToOnes', 'visitors', 'training', 'tyfcb'] as const;
export type TrafficLightMetric = (typeof TRAFFIC_LIGHT_METRICS)[number];

/** Weeks in the scoring period (six months). */
export const TRAFFIC_LIGHT_WEEKS = 26;

/** The least total for each colour; below the red line is grey. */
export const COLOUR_THRESHOLDS = { green: 70, amber: 50, red: 30 } as const;

/** A member's numbers over the period. */
export interface TrafficLightInput {
  /** Meetings the member was expected at and how many of them counted as attended; null when not recorded. */
  attendance: { attended: number; expected: number } | null;
  referralsGiven: number;
  /** Completed one-to-ones the member took part in (either side). */
  oneToOnes: number;
  visitorsBrought: number;
  trainingCredits: number;
  /** Thanks for closed business the member's referrals earned, in the group's currency. */
  tyfcbAmount: number;
  /** Weeks the period covers for this member (a newer member has fewer); defaults to 26. */
  weeks?: number;
  /**
   * The period in progress, which the next light will score: what each step asks for is counted against it,
   * since the scored period is over and nothing done now changes it. Without it, steps count against the
   * scored period.
   */
  next?: NextPeriod;
}

/** The period the next light scores, as far as it has gone. */
export interface NextPeriod {
  /** Weeks it covers for this member once it is over. */
  weeks: number;
  referralsGiven: number;
  oneToOnes: number;
  visitorsBrought: number;
  trainingCredits: number;
  tyfcbAmount: number;
  /**
   * The coming lights in order, if the member attends every meeting from now on: the meetings that takes until
   * that light's period ends, and the attendance it would then score. Attendance steps name the first of these
   * lights that reaches the band, so "Attend the next N meetings in a row" is true and within reach.
   */
  attendanceAhead: ReadonlyArray<{ meetings: number; attended: number; expected: number }>;
}

interface Band {
  /** Least value (see `unit`) for these points. */
  min: number;
  points: number;
}

interface MetricRule {
  label: string;
  /** perWeek: the count divided by the weeks; total: the count or amount over the period; rate: a share 0–1. */
  unit: 'perWeek' | 'total' | 'rate';
  /** Highest band first; the first band is the metric's green. */
  bands: readonly Band[];
  /** "2 more one-to-ones": the noun for an amount still needed. */
  noun: (n: number) => string;
}

const plural = (one: string, many: string) => (n: number) => (n === 1 ? one : many);

const UNITS = { share: 'rate', week: 'perWeek', period: 'total' } as const;

/** A metric's unit and bands, read from the engine's appLight preset so the numbers live in one place. */
function fromPreset(metric: TrafficLightMetric): Pick<MetricRule, 'unit' | 'bands'> {
  const rule: PartRule | undefined = PRESETS.appLight.rules.scorecard.parts.find((p) => p.part === metric)?.rule;
  if (rule?.kind !== 'atLeast' || rule.per === 'month') throw new Error(`appLight has no band rule for ${metric}`);
  return { unit: UNITS[rule.per], bands: rule.bands.map(({ min, points }) => ({ min, points })) };
}

let built: Record<TrafficLightMetric, MetricRule> | undefined;

/**
 * The bands, from the widely used chapter scoring (six months of weekly averages). Built on first use, not when
 * the module loads, so a page that only shows a colour (it imports COLOUR_THRESHOLDS) does not load the presets.
 */
function lightRules(): Record<TrafficLightMetric, MetricRule> {
  built ??= {
    attendance: {
      label: 'Attendance',
      ...fromPreset('attendance'),
      noun: plural('meeting in a row', 'meetings in a row'),
    },
    referrals: { label: 'Referrals given', ...fromPreset('referrals'), noun: plural('referral', 'referrals') },
    oneToOnes: { label: 'One-to-ones', ...fromPreset('oneToOnes'), noun: plural('one-to-one', 'one-to-ones') },
    visitors: { label: 'Visitors brought', ...fromPreset('visitors'), noun: plural('visitor', 'visitors') },
    training: {
      label: 'Training credits',
      ...fromPreset('training'),
      noun: plural('training credit', 'training credits'),
    },
    tyfcb: { label: 'Thanks for closed business', ...fromPreset('tyfcb'), noun: () => 'in closed business' },
  };
  return built;
}

/** What the next band or the metric's green needs. */
export interface MetricStep {
  /** Count, amount or meetings still needed. */
  needed: number;
  points: number;
  text: string;
}

export interface MetricScore {
  metric: TrafficLightMetric;
  label: string;
  /** The number scored: per week, a total, or a rate 0–1 (see the metric's `unit`). */
  value: number;
  points: number;
  maxPoints: number;
  /** green at the top band, amber at half the points or more, red with some, grey with none. */
  colour: TrafficLightColour;
  /** Not scored (attendance not recorded); the total is scaled over the other metrics. */
  missing: boolean;
  nextStep: MetricStep | null;
  /** What gets this metric to green; null when it is green (or missing). */
  toGreen: MetricStep | null;
}

export interface TrafficLight {
  /** 0–100; scaled to 100 when attendance is missing. */
  total: number;
  colour: TrafficLightColour;
  weeks: number;
  attendanceMissing: boolean;
  /** Points the total still needs for green (0 when green). */
  pointsToGreen: number;
  metrics: MetricScore[];
}

export function colourFor(total: number): TrafficLightColour {
  if (total >= COLOUR_THRESHOLDS.green) return 'green';
  if (total >= COLOUR_THRESHOLDS.amber) return 'amber';
  if (total >= COLOUR_THRESHOLDS.red) return 'red';
  return 'grey';
}

// Float-safe ceil: 1.2 × 26 is 31.200000000000003 in binary, which must still need 32 referrals, not 33.
const ceilSafe = (x: number) => Math.ceil(x - 1e-9);

const maxPoints = (rule: MetricRule) => rule.bands[0]?.points ?? 0;

/** The count (or amount) over the period a band asks for. */
function requiredAmount(rule: MetricRule, band: Band, weeks: number): number {
  return rule.unit === 'perWeek' ? ceilSafe(band.min * weeks) : band.min;
}

const formatAmount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

function stepText(metric: TrafficLightMetric, rule: MetricRule, needed: number): string {
  if (needed <= 0) return 'On track for the next light';
  if (metric === 'attendance') return `Attend the next ${needed} ${rule.noun(needed)}`;
  return `${formatAmount(needed)} more ${rule.noun(needed)}`;
}

/** Meetings in a row to attend so that (attended + n) / (expected + n) reaches the band's rate. */
function meetingsToReach(attended: number, expected: number, rate: number): number {
  if (rate >= 1) return attended >= expected ? 0 : Number.POSITIVE_INFINITY;
  return Math.max(0, ceilSafe((rate * expected - attended) / (1 - rate)));
}

function step(
  metric: TrafficLightMetric,
  rule: MetricRule,
  band: Band,
  input: TrafficLightInput,
  amount: number,
  weeks: number,
): MetricStep {
  let needed: number;
  const next = input.next;
  if (metric === 'attendance') {
    const a = input.attendance ?? { attended: 0, expected: 0 };
    const ahead = next?.attendanceAhead.find((l) => l.expected > 0 && l.attended / l.expected >= band.min - 1e-9);
    // Without the coming lights: the window rolls, so after `weeks` meetings in a row every older absence is out.
    needed = ahead ? ahead.meetings : Math.min(weeks, meetingsToReach(a.attended, a.expected, band.min));
  } else {
    needed = next
      ? Math.max(0, requiredAmount(rule, band, next.weeks) - amountFor(metric, { ...input, ...next }))
      : requiredAmount(rule, band, weeks) - amount;
    if (metric === 'tyfcb') needed = Math.round(needed * 100) / 100;
  }
  return { needed, points: band.points, text: stepText(metric, rule, needed) };
}

function scoreMetric(
  metric: TrafficLightMetric,
  input: TrafficLightInput,
  weeks: number,
  engine: { points: number; missing: boolean },
): MetricScore {
  const rule = lightRules()[metric];
  const max = maxPoints(rule);
  if (engine.missing) {
    return {
      metric,
      label: rule.label,
      value: 0,
      points: 0,
      maxPoints: max,
      colour: 'grey',
      missing: true,
      nextStep: null,
      toGreen: null,
    };
  }
  const amount = amountFor(metric, input);
  const value = metric === 'attendance' ? rateOf(input) : rule.unit === 'perWeek' ? amount / weeks : amount;
  // The engine scored it; the band it reached gives the next one up.
  const points = engine.points;
  const index = rule.bands.findIndex((band) => band.points === points);
  const next = index === -1 ? rule.bands.at(-1) : index > 0 ? rule.bands[index - 1] : undefined;
  const top = rule.bands[0];
  return {
    metric,
    label: rule.label,
    value,
    points,
    maxPoints: max,
    colour: metricColour(points, max),
    missing: false,
    nextStep: next ? step(metric, rule, next, input, amount, weeks) : null,
    toGreen: index !== 0 && top ? step(metric, rule, top, input, amount, weeks) : null,
  };
}

function amountFor(metric: TrafficLightMetric, input: TrafficLightInput): number {
  switch (metric) {
    case 'attendance':
      return input.attendance?.attended ?? 0;
    case 'referrals':
      return input.referralsGiven;
    case 'oneToOnes':
      return input.oneToOnes;
    case 'visitors':
      return input.visitorsBrought;
    case 'training':
      return input.trainingCredits;
    case 'tyfcb':
      return input.tyfcbAmount;
  }
}

const rateOf = (input: TrafficLightInput) => (input.attendance ? (attendanceShare(input.attendance) ?? 0) : 0);

function metricColour(points: number, max: number): TrafficLightColour {
  if (points >= max) return 'green';
  if (points * 2 >= max) return 'amber';
  if (points > 0) return 'red';
  return 'grey';
}

/**
 * Scores a member's last six months. Without attendance the other metrics (80 points) are scaled to 100, so
 * the colour bands keep their meaning; `attendanceMissing` says so.
 */
export function scoreTrafficLight(input: TrafficLightInput): TrafficLight {
  const weeks = Math.max(1, Math.round(input.weeks ?? TRAFFIC_LIGHT_WEEKS));
  const totals: PeriodTotals = {
    weeks,
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
  };
  const score = scoreTotals(PRESETS.appLight.rules.scorecard, totals);
  const metrics = TRAFFIC_LIGHT_METRICS.map((m) => {
    const part = score.parts.find((p) => p.part === m);
    if (!part) throw new Error(`appLight does not score ${m}`);
    return scoreMetric(m, input, weeks, part);
  });
  const total = score.total;
  return {
    total,
    colour: score.colour,
    weeks,
    attendanceMissing: metrics.some((m) => m.missing),
    pointsToGreen: Math.max(0, COLOUR_THRESHOLDS.green - total),
    metrics,
  };
}
