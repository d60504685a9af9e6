/**
 * The scorecard's constants, without schemas: the screens read them and load no validation code. The schemas
 * module re-exports them.
 */

/** The periods a referral funnel covers, in months back from today (docs/referral-follow-up.md "The funnel"). */
export const FUNNEL_MONTHS = [1, 3, 6, 12] as const;
export type FunnelMonths = (typeof FUNNEL_MONTHS)[number];
