import { z } from 'zod';
import { FUNNEL_MONTHS } from './scorecard.labels.ts';
import { TRAFFIC_LIGHT_COLOURS, TRAFFIC_LIGHT_METRICS } from './traffic-light.ts';

export { FUNNEL_MONTHS, type FunnelMonths } from './scorecard.labels.ts';

import { said } from './validation/said.ts';

/**
 * Contracts of the scorecard: a member's numbers over the last 7 days
 * and the last six months, the live traffic light, the group's lights and the referral / one-to-one matrix.
 */
export const numbers = z.object({
  referralsGiven: z.number(),
  referralsReceived: z.number(),
  /** Completed one-to-ones on either side. */
  oneToOnes: z.number(),
  /** Visitors the member invited who made a first visit. */
  visitors: z.number(),
  trainingCredits: z.number(),
  testimonialsGiven: z.number(),
  /** Approved thanks for closed business the member was thanked for (all currencies added up); null when hidden. */
  tyfcbAmount: z.number().nullable(),
  /** The currency the amount is shown in: the one most of the group's thanks for closed business use. */
  currency: z.string(),
  /** Meetings with attendance recorded: attended (present, late, substitute) of expected (all but medical). */
  attendance: z.object({ attended: z.number(), expected: z.number() }).nullable(),
});
export type Numbers = z.infer<typeof numbers>;

const step = z.object({ needed: z.number(), points: z.number(), text: z.string() });
const colour = z.enum(TRAFFIC_LIGHT_COLOURS);

export const trafficLightSchema = z.object({
  total: z.number(),
  colour,
  weeks: z.number(),
  attendanceMissing: z.boolean(),
  pointsToGreen: z.number(),
  /**
   * The months scored (from the member's joining when later; `until` excludes) and when the next light comes.
   * Steps ("2 more referrals") count against the next light's period.
   */
  period: z.object({ from: z.string(), until: z.string(), nextLightOn: z.string() }).optional(),
  metrics: z.array(
    z.object({
      metric: z.enum(TRAFFIC_LIGHT_METRICS),
      label: z.string(),
      value: z.number(),
      points: z.number(),
      maxPoints: z.number(),
      colour,
      missing: z.boolean(),
      nextStep: step.nullable(),
      toGreen: step.nullable(),
    }),
  ),
});

/** GET /api/scorecard/me (optional userId for leaders of the member's group). */
export const scorecardQuery = z.strictObject({ userId: z.coerce.number().int().positive().optional() });

export const scorecardResponse = z.object({
  user: z.object({ id: z.number(), name: z.string() }),
  /** The light's six whole months (ISO; `until` excludes), from joining for a newer member; the week is the last 7 days. */
  since: z.string(),
  until: z.string(),
  weekSince: z.string(),
  week: numbers,
  sixMonths: numbers,
  trafficLight: trafficLightSchema,
});
export type Scorecard = z.infer<typeof scorecardResponse>;

export const testimonial = z.object({
  id: z.number(),
  author: z.object({ id: z.number(), name: z.string() }),
  text: z.string(),
  createdAt: z.string(),
});
export type Testimonial = z.infer<typeof testimonial>;

/** GET /api/scorecard/members/:userId: what a profile shows about a member's activity. */
export const memberSummaryResponse = z.object({
  userId: z.number(),
  /** The months `sixMonths` covers: the light's (ISO; `until` excludes), from joining for a newer member. */
  since: z.string(),
  until: z.string(),
  sixMonths: numbers,
  /** The member and leaders only. */
  trafficLight: trafficLightSchema.nullable(),
  testimonials: z.array(testimonial),
});
export type MemberSummary = z.infer<typeof memberSummaryResponse>;

export const groupQuery = z.strictObject({ groupId: z.coerce.number().int().positive().optional() });

/** GET /api/scorecard/group: every active member's light, lowest first (who needs help). */
export const groupLightsResponse = z.object({
  items: z.array(
    z.object({
      userId: z.number(),
      name: z.string(),
      classification: z.string().nullable(),
      total: z.number(),
      colour,
      attendanceMissing: z.boolean(),
      referralsGiven: z.number(),
      oneToOnes: z.number(),
    }),
  ),
  counts: z.object({ green: z.number(), amber: z.number(), red: z.number(), grey: z.number() }),
});
export type GroupLights = z.infer<typeof groupLightsResponse>;

export const MATRIX_KINDS = ['referrals', 'oneToOnes'] as const;
export type MatrixKind = (typeof MATRIX_KINDS)[number];

export const matrixQuery = z.strictObject({
  kind: z.enum(MATRIX_KINDS).default('referrals'),
  groupId: z.coerce.number().int().positive().optional(),
});

/** GET /api/scorecard/matrix: who gave referrals to (or met) whom over six months. One-to-ones are symmetric. */
export const matrixResponse = z.object({
  kind: z.enum(MATRIX_KINDS),
  since: z.string(),
  members: z.array(z.object({ id: z.number(), name: z.string() })),
  cells: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
  max: z.number(),
});
export type Matrix = z.infer<typeof matrixResponse>;

/** How many records the home page's recent-activity list shows (its loading skeleton has as many rows). */
export { RECENT_ACTIVITY_LIMIT } from './constants.ts';

/** GET /api/scorecard/recent: the group's latest activity, without private details (no prospects, no amounts). */
export const recentActivityResponse = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      type: z.enum(['referral', 'closed_business', 'one_to_one', 'testimonial', 'training_credit']),
      giver: z.object({ id: z.number(), name: z.string() }),
      receiver: z.object({ id: z.number(), name: z.string() }),
      credits: z.number().nullable(),
      at: z.string(),
    }),
  ),
});
export type RecentActivity = z.infer<typeof recentActivityResponse>;

/** GET /api/scorecard/pending: what waits on the caller (approvals and unread messages come from their own APIs). */
export const pendingActionsResponse = z.object({
  /** One-to-one requests or new times proposed to me that I have not answered. */
  oneToOneRequests: z.number(),
  /** Mentorship applications waiting for my answer as a mentor. */
  mentorshipApplications: z.number(),
});
export type PendingActions = z.infer<typeof pendingActionsResponse>;

/** GET /api/scorecard/funnel: what referrals given in the last `months` turned into (docs/referral-follow-up.md). */
export const funnelQuery = z.strictObject({
  months: z.coerce
    .number()
    .pipe(z.literal(FUNNEL_MONTHS, { error: said('chooseOneOf', { options: FUNNEL_MONTHS.join(', ') }) }))
    .default(6),
  groupId: z.coerce.number().int().positive().optional(),
});

/** One member's (or the chapter's) referrals of the period and what became of them. */
export const funnelFigures = z.object({
  /** Referrals the member gave; for the chapter, every referral. */
  given: z.number(),
  /** Of those given, how many their receivers have won. */
  givenWon: z.number(),
  /**
   * Business the member's referrals brought others (approved thanks naming them), in the report's currency; null in
   * the chapter's figures for members who are not its leaders (one member's deal must not show through a total).
   */
  givenRevenueCents: z.number().nullable(),
  /** Referrals the member received; for the chapter, every referral. */
  received: z.number(),
  /** Of those received: reported any progress (contacted or further), won, lost (lost or not a fit). */
  contacted: z.number(),
  won: z.number(),
  lost: z.number(),
  /** Business from referrals received (approved thanks naming them), in the report's currency; null as above. */
  revenueCents: z.number().nullable(),
  /** Median days from receiving a referral to its first step, and to winning it; null with none. */
  medianDaysToContact: z.number().nullable(),
  medianDaysToWon: z.number().nullable(),
});
export type FunnelFigures = z.infer<typeof funnelFigures>;

export const funnelResponse = z.object({
  months: z.number(),
  /** The first moment counted (referrals given since then). */
  since: z.string(),
  /** The chapter's currency: revenue adds up the approved thanks in it. */
  currency: z.string(),
  me: funnelFigures,
  chapter: funnelFigures,
  /** Every member's own figures, for the chapter's leaders; null for other members. */
  members: z
    .array(z.object({ member: z.object({ id: z.number(), name: z.string() }), figures: funnelFigures }))
    .nullable(),
});
export type FunnelReport = z.infer<typeof funnelResponse>;
