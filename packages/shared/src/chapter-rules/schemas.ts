/**
 * What a chapter's rules are made of: an attendance policy and a scorecard (docs/chapter-rules.md "The model").
 * Plain data checked by zod, so an organisation's choice can be stored as JSON and the same rules run on the
 * server and in the browser.
 */
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);
const share = z.number().min(0).max(1);

/** The stretch of time the absences are counted over. */
export const attendanceWindowSchema = z.discriminatedUnion('kind', [
  /** The last N months up to the day (a mark leaves N months after its day). */
  z.object({ kind: z.literal('rollingMonths'), months: z.number().int().min(1).max(24) }),
  /** Calendar quarters (January–March, …) or halves (January–June, July–December). */
  z.object({ kind: z.literal('quarter') }),
  z.object({ kind: z.literal('halfYear') }),
]);

export const attendancePolicySchema = z.object({
  window: attendanceWindowSchema,
  /** Absences allowed in the window; one more puts the seat under review. Null: no count limit. */
  allowedAbsences: count.nullable(),
  /** A substitute covers the member (BNI); false: a substitute meeting counts as an absence. */
  substituteIsPresent: z.boolean(),
  /** Medical counts as an absence; false: the meeting is excused and left out. */
  medicalIsAbsence: z.boolean(),
  /** This many lates make one absence (2 at some BNI chapters); null: lates are attended meetings. */
  latesPerAbsence: z.number().int().min(1).nullable(),
  /** Substitutes (LeTip: alternates) allowed; each null when not limited. */
  substitutes: z.object({
    perWindow: count.nullable(),
    perYear: count.nullable(),
    maxInARow: count.nullable(),
  }),
  /** The most absences in a row allowed (LeTip: 1 unannounced; Rotary: 3). */
  consecutiveAbsences: z.object({ max: count, unannouncedOnly: z.boolean() }).nullable(),
  /** A missed meeting made up within this many days after it counts as attended; null: no make-ups. */
  makeUpWithinDays: z.number().int().min(1).max(120).nullable(),
  /** Least share attended in the window, make-ups included (Rotary 0.5). */
  minAttendanceShare: share.nullable(),
  /** Least share attended at the member's own meetings, make-ups excluded (Rotary clubs: 0.3). */
  minOwnShare: share.nullable(),
});
export type AttendancePolicy = z.infer<typeof attendancePolicySchema>;

export const SCORE_PARTS = [
  'attendance',
  'absences',
  'referrals',
  'visitors',
  'training',
  'testimonials',
  'tyfcb',
  'onTime',
  'oneToOnes',
] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

const band = z.object({ min: z.number().min(0), points: z.number().min(0), above: z.boolean().optional() });

/**
 * How a part turns its value into points.
 * - atLeast: the highest band reached, bands highest first; `per` says what the thresholds are counted in
 *   (per week of the period, per month, the period's total, or the attendance share 0–1). `above`: strictly more.
 * - atMost: fewer is better (absences, lates): the first band whose `max` the count does not pass.
 * - proportional: the points times the share of the goal reached, capped at the points.
 * - penalty: the points less `perUnit` for each one counted, not below zero.
 */
export const partRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('atLeast'),
    per: z.enum(['week', 'month', 'period', 'share']),
    bands: z.array(band).min(1),
  }),
  z.object({
    kind: z.literal('atMost'),
    bands: z.array(z.object({ max: count, points: z.number().min(0) })).min(1),
  }),
  z.object({ kind: z.literal('proportional'), goal: z.number().positive(), points: z.number().positive() }),
  z.object({ kind: z.literal('penalty'), points: z.number().positive(), perUnit: z.number().positive() }),
]);
export type PartRule = z.infer<typeof partRuleSchema>;

export const COLOURS = ['green', 'amber', 'red', 'grey'] as const;
export type Colour = (typeof COLOURS)[number];

export const scorecardSchema = z.object({
  parts: z.array(z.object({ part: z.enum(SCORE_PARTS), rule: partRuleSchema })).min(1),
  /** Least total for each colour, highest first; below the last is the last colour's. */
  colours: z.array(z.object({ colour: z.enum(COLOURS), min: z.number().min(0) })).min(1),
  /** Currency the amount thresholds are in (ISO 4217). */
  currency: z.string().length(3),
  /** The N whole months before the current one (docs/decisions/0007-completed-period-scoring.md). */
  periodMonths: z.number().int().min(1).max(12),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const chapterRulesSchema = z.object({
  attendance: attendancePolicySchema,
  scorecard: scorecardSchema,
});
export type ChapterRules = z.infer<typeof chapterRulesSchema>;

/** P present, A absent, L late, M medical, S substitute (PALMS). */
export const markSchema = z.object({
  day,
  mark: z.enum(['P', 'A', 'L', 'M', 'S']),
  /** An absence the member announced beforehand (LeTip counts unannounced ones in a row). */
  announced: z.boolean().optional(),
  /** The day an absence was made up at another meeting (Rotary). */
  madeUpOn: day.optional(),
});
export type Mark = z.infer<typeof markSchema>;

export const slipSchema = z.object({
  day,
  kind: z.enum(['referral', 'visitor', 'training', 'testimonial', 'tyfcb', 'oneToOne']),
  /** The amount for thanks for closed business, in the scorecard's currency. */
  amount: z.number().min(0).optional(),
});
export type Slip = z.infer<typeof slipSchema>;

/** A member's record as both sides hold it: marks and slips by day. */
export const historySchema = z.object({
  marks: z.array(markSchema),
  slips: z.array(slipSchema),
  /** Nothing before the day the member joined counts. */
  joinedOn: day.nullable(),
});
export type History = z.infer<typeof historySchema>;
