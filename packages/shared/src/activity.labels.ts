/**
 * Activity kinds, statuses, scopes, currencies and the referral temperature words, without schemas: screens that only show or choose them load
 * no validation code. The schemas module re-exports them.
 */

export const ACTIVITY_TYPES = ['referral', 'closed_business', 'one_to_one', 'testimonial', 'training_credit'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * A referral's statuses in the order it moves through them (docs/referral-follow-up.md "The steps"). Meeting booked,
 * proposal and not a fit are the detailed steps a chapter may choose; won, lost and not a fit are final.
 */
export const REFERRAL_STATUSES = [
  'new',
  'contacted',
  'meeting_booked',
  'in_progress',
  'proposal',
  'won',
  'lost',
  'not_a_fit',
] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
/** The steps only a chapter that chose detailed referral steps offers. */
export const DETAILED_REFERRAL_STATUSES: readonly ReferralStatus[] = ['meeting_booked', 'proposal', 'not_a_fit'];
/** Referrals still open: their receiver has not closed them. */
export const OPEN_REFERRAL_STATUSES: readonly ReferralStatus[] = [
  'new',
  'contacted',
  'meeting_booked',
  'in_progress',
  'proposal',
];
/** Closed without business. */
export const LOST_REFERRAL_STATUSES: readonly ReferralStatus[] = ['lost', 'not_a_fit'];

/**
 * Where a referral may go next: forward only, to any later step the chapter uses, or straight to a final one; none
 * from a final step. A chapter that stops using the detailed steps leaves referrals already at one free to move on.
 */
export function nextReferralStatuses(status: string, detailed: boolean): ReferralStatus[] {
  if (!OPEN_REFERRAL_STATUSES.includes(status as ReferralStatus)) return [];
  const after = REFERRAL_STATUSES.slice(REFERRAL_STATUSES.indexOf(status as ReferralStatus) + 1);
  return after.filter((s) => detailed || !DETAILED_REFERRAL_STATUSES.includes(s));
}
export const ONE_TO_ONE_STATUSES = [
  'requested',
  'rescheduled',
  'confirmed',
  'completed',
  'declined',
  'cancelled',
] as const;
export type OneToOneStatus = (typeof ONE_TO_ONE_STATUSES)[number];
/** Every status any type uses (closed business and training are 'recorded', testimonials 'given'). */
export const ACTIVITY_STATUSES = [...REFERRAL_STATUSES, ...ONE_TO_ONE_STATUSES, 'recorded', 'given'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const REFERRAL_SCOPES = ['inside', 'outside'] as const;

/** How ready the prospect is, 1 to 5: one distinct word per step, so the giver and receiver read it alike. */
export const REFERRAL_TEMPERATURES: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Cold: a name to contact',
  2: 'Cool: knows you will call',
  3: 'Warm: expects your call',
  4: 'Hot: wants to meet you',
  5: 'Ready to buy',
};

/** "4 — Hot: wants to meet you"; a value outside 1–5 shows as "n of 5". */
export const temperatureLabel = (value: number): string =>
  REFERRAL_TEMPERATURES[value as 1] ? `${value} — ${REFERRAL_TEMPERATURES[value as 1]}` : `${value} of 5`;
export const BUSINESS_SCOPES = ['inside', 'outside', 'tier3'] as const;
export const BUSINESS_KINDS = ['new', 'repeat'] as const;
/** The currencies a chapter and its thanks for closed business may be in (the real for Brazil, the peso for Mexico). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'INR', 'ZAR', 'BRL', 'MXN'] as const;
export type Currency = (typeof CURRENCIES)[number];
