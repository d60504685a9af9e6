import { LOST_REFERRAL_STATUSES, type ReferralStatus } from '@chapter/shared/activity.labels';
import type { FunnelFigures } from '@chapter/shared/scorecard.schemas';
import type { Db } from '../../db/kysely.ts';
import { selectFunnelReferrals, selectFunnelRevenue } from './referral-funnel.repository.ts';

type Referral = Awaited<ReturnType<typeof selectFunnelReferrals>>[number];
const DAY = 86_400_000;

/** The middle value, or the mean of the middle two; one decimal. Null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return Math.round(value * 10) / 10;
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY;

/**
 * What referrals turned into (docs/referral-follow-up.md "The funnel"): `given` are the referrals the member (or the
 * chapter) gave, `received` those they received; `revenue` is each referral's approved business.
 */
export function funnelOf(
  given: readonly Referral[],
  received: readonly Referral[],
  revenue: ReadonlyMap<number, number>,
): FunnelFigures {
  const business = (list: readonly Referral[]) => list.reduce((sum, r) => sum + (revenue.get(r.id) ?? 0), 0);
  const stepped = received.filter((r) => r.first_step_at !== null);
  const won = received.filter((r) => r.status === 'won');
  return {
    given: given.length,
    givenWon: given.filter((r) => r.status === 'won').length,
    givenRevenueCents: business(given),
    received: received.length,
    contacted: stepped.length,
    won: won.length,
    lost: received.filter((r) => LOST_REFERRAL_STATUSES.includes(r.status as ReferralStatus)).length,
    revenueCents: business(received),
    medianDaysToContact: median(stepped.map((r) => daysBetween(r.created_at, r.first_step_at as string))),
    medianDaysToWon: median(
      won.filter((r) => r.won_at !== null).map((r) => daysBetween(r.created_at, r.won_at as string)),
    ),
  };
}

/**
 * The chapter's funnel for the referrals given in [since, until): what the PALMS report prints beside its weeks
 * (docs/referral-follow-up.md "The funnel"). Revenue in `currency`, from approved thanks naming those referrals.
 */
export async function chapterFunnel(
  db: Db,
  groupId: number,
  period: { since: string; until: string },
  currency: string,
): Promise<FunnelFigures> {
  const [referrals, revenueRows] = await Promise.all([
    selectFunnelReferrals(db, groupId, period.since, period.until),
    selectFunnelRevenue(db, groupId, period.since, currency, period.until),
  ]);
  const revenue = new Map(revenueRows.map((r) => [r.referral_id as number, Number(r.cents)]));
  return funnelOf(referrals, referrals, revenue);
}
