import { z } from 'zod';
import { COLOURS, SCORE_PARTS } from './chapter-rules/schemas.ts';

/**
 * GET /api/scorecard/warnings: what the signed-in member is warned about on home before it is too late
 * (docs/chapter-rules.md "Warnings"). Calendar days (YYYY-MM-DD) in the chapter's zone; each part is null when
 * there is nothing to warn about. Keys and numbers only: the web puts them into words.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const attendanceWarning = z.object({
  /** The next meeting at which one more absence puts the seat under review; null without a weekly schedule. */
  meeting: day.nullable(),
  /** Absences counted in the window and how many the policy allows. */
  absences: z.number().int(),
  allowed: z.number().int(),
  /** The day the oldest counted absence leaves the window, and the last day the warning holds (the day before). */
  leavesOn: day.nullable(),
  until: day.nullable(),
});
export type AttendanceWarning = z.infer<typeof attendanceWarning>;

export const forecastWarning = z.object({
  /** The day the scoring period moves on (the 1st of next month). */
  on: day,
  /** The month whose records leave ("2025-06"); null when the member joined after it. */
  leavingMonth: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable(),
  colourNow: z.enum(COLOURS),
  colourThen: z.enum(COLOURS),
  /** The last day to act (the last of this month). */
  by: day,
  /** The fewest actions that keep today's colour; null when no action can (only meetings past decide it). */
  actions: z.array(z.object({ part: z.enum(SCORE_PARTS), extra: z.number() })).nullable(),
  /** The currency of a closed-business amount among the actions (the group's). */
  currency: z.string(),
});
export type ForecastWarning = z.infer<typeof forecastWarning>;

export const warningsResponse = z.object({
  attendance: attendanceWarning.nullable(),
  forecast: forecastWarning.nullable(),
});
export type Warnings = z.infer<typeof warningsResponse>;

/** A seat already under review: a rule of the policy is broken (absences over the allowance, when it counts). */
export const seatReview = z.object({
  absences: z.number().int(),
  /** Null when the broken rule is not a count of absences (absences in a row, a share attended). */
  allowed: z.number().int().nullable(),
});
export type SeatReview = z.infer<typeof seatReview>;

/**
 * GET /api/scorecard/at-risk: the members of the chapter with a seat under review, an attendance warning or a
 * forecast drop, most urgent first (docs/chapter-rules.md "At-risk list"); the parts are home's warnings.
 */
export const atRiskQuery = z.strictObject({ groupId: z.coerce.number().int().positive().optional() });
export const atRiskMember = z.object({
  member: z.object({ id: z.number().int(), name: z.string() }),
  review: seatReview.nullable(),
  attendance: attendanceWarning.nullable(),
  forecast: forecastWarning.nullable(),
});
export type AtRiskMember = z.infer<typeof atRiskMember>;
export const atRiskResponse = z.object({ members: z.array(atRiskMember) });
export type AtRiskList = z.infer<typeof atRiskResponse>;
