import { z } from 'zod';
import { funnelFigures } from './scorecard.schemas.ts';

/** Contracts of the PALMS report (docs/product-rules.md "PALMS report"): on screen, as CSV and as PDF. */

const localDate = z.iso.date();

export const attendanceReportQuery = z.strictObject({
  from: localDate,
  to: localDate,
  groupId: z.coerce.number().int().positive().optional(),
});

/** The printed report's sheet, laid out landscape: ISO A4 for most of the world, US Letter for North America. */
export const PALMS_PAPERS = ['a4', 'letter'] as const;
export type PalmsPaper = (typeof PALMS_PAPERS)[number];

/** GET /api/attendance/report.pdf: the report's period and the paper to lay it out for (A4 when left out). */
export const attendanceReportPdfQuery = attendanceReportQuery.extend({
  paper: z.enum(PALMS_PAPERS).default('a4'),
});

export const attendanceReportRow = z.object({
  userId: z.number(),
  name: z.string(),
  classification: z.string().nullable(),
  /** Meetings held in the period since the day the member joined; only these count for them. */
  meetings: z.number(),
  present: z.number(),
  absent: z.number(),
  late: z.number(),
  medical: z.number(),
  substitute: z.number(),
  /** Meetings held in the period without a record for the member. */
  unrecorded: z.number(),
  /** attended / (recorded − medical), 0–100 (see attendance.ts), null when nothing counts (e.g. nothing recorded yet). */
  rate: z.number().nullable(),
  /** Referrals given to another member for business inside and outside the group (PALMS "RGI" and "RGO"). */
  referralsInside: z.number(),
  referralsOutside: z.number(),
  referralsReceived: z.number(),
  /** Visitors whose first visit, in the period, was at this member's invitation. */
  visitorsBrought: z.number(),
  oneToOnes: z.number(),
  /** Thanks for closed business the member recorded, approved, in the group's currency (cents). */
  tyfcbCents: z.number(),
  testimonials: z.number(),
  trainingCredits: z.number(),
});

/**
 * The chapter's totals: each summable figure added up over the listed members. Meetings held is the report's own
 * `meetings` and a rate does not add up, so neither is here. Computed once on the server, so the screen, the CSV
 * and the PDF cannot disagree.
 */
export const attendanceReportTotals = attendanceReportRow.omit({
  userId: true,
  name: true,
  classification: true,
  meetings: true,
  rate: true,
});

/**
 * A week's PALMS state (docs/palms-weeks.md): a draft until a leader who records attendance completes it, or marks it
 * a holiday (no meeting that week). Only completed and holiday weeks are final; a report over draft weeks is
 * provisional. Members edit or delete their own slips only while the slip's week is a draft.
 */
export const PALMS_WEEK_STATES = ['draft', 'completed', 'holiday'] as const;
export type PalmsWeekState = (typeof PALMS_WEEK_STATES)[number];

export const palmsWeek = z.object({
  /** The local date of the meeting day that closes the week. */
  weekEnds: z.string(),
  state: z.enum(PALMS_WEEK_STATES),
  changedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  changedAt: z.string().nullable(),
});
export type PalmsWeek = z.infer<typeof palmsWeek>;

export const palmsWeeksResponse = z.object({ weeks: z.array(palmsWeek) });
export type PalmsWeeksResponse = z.infer<typeof palmsWeeksResponse>;

export const palmsWeekParams = z.strictObject({ weekEnds: localDate });
/** PUT /api/attendance/weeks/:weekEnds: the new state; back to draft reopens a week. */
export const setPalmsWeekRequest = z.strictObject({
  state: z.enum(PALMS_WEEK_STATES),
  groupId: z.number().int().positive().optional(),
});
export type SetPalmsWeekRequest = z.infer<typeof setPalmsWeekRequest>;

export const attendanceReport = z.object({
  from: z.string(),
  to: z.string(),
  meetings: z.number(),
  visitors: z.number(),
  /** The group's currency: thanks for closed business in another currency are not summed. */
  currency: z.string(),
  rows: z.array(attendanceReportRow),
  totals: attendanceReportTotals,
  /** Every week of the period with its state: the figures of draft weeks are provisional. */
  weeks: z.array(palmsWeek),
  /** What the chapter's referrals given in the period turned into (docs/referral-follow-up.md "The funnel"). */
  funnel: funnelFigures,
});
export type AttendanceReport = z.infer<typeof attendanceReport>;
export type AttendanceReportTotals = z.infer<typeof attendanceReportTotals>;
