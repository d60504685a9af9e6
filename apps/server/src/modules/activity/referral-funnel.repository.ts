import type { Db } from '../../db/kysely.ts';
import { notRejected } from './activity.repository.ts';

/**
 * A chapter's referrals given since `since` (and before `until` when given; none a leader rejected), with when each first moved and when it was won
 * (docs/referral-follow-up.md "The funnel").
 */
export function selectFunnelReferrals(db: Db, groupId: number, since: string, until?: string) {
  let q = db
    .selectFrom('activity_records as a')
    .select((eb) => [
      'a.id',
      'a.giver_id',
      'a.receiver_id',
      'a.status',
      'a.created_at',
      eb
        .selectFrom('activity_status_history as h')
        .select((h) => h.fn.min('h.created_at').as('at'))
        .whereRef('h.activity_id', '=', 'a.id')
        .where('h.action', '=', 'status')
        .as('first_step_at'),
      eb
        .selectFrom('activity_status_history as h')
        .select((h) => h.fn.min('h.created_at').as('at'))
        .whereRef('h.activity_id', '=', 'a.id')
        .where('h.action', '=', 'status')
        .where('h.to_status', '=', 'won')
        .as('won_at'),
    ])
    .where('a.group_id', '=', groupId)
    .where('a.type', '=', 'referral')
    .where('a.created_at', '>=', since)
    .where(notRejected);
  if (until !== undefined) q = q.where('a.created_at', '<', until);
  return q.execute();
}

/**
 * The business those referrals brought: approved thanks for closed business naming one of the chapter's referrals
 * given since `since`, in `currency`, added up per referral.
 */
export function selectFunnelRevenue(db: Db, groupId: number, since: string, currency: string, until?: string) {
  let q = db
    .selectFrom('activity_records as b')
    .innerJoin('activity_records as r', 'r.id', 'b.referral_id')
    .select((eb) => ['b.referral_id', eb.fn.sum<string | number>('b.amount_cents').as('cents')])
    .where('r.group_id', '=', groupId)
    .where('r.created_at', '>=', since)
    .where('b.type', '=', 'closed_business')
    .where('b.approval_status', '=', 'approved')
    .where('b.currency', '=', currency);
  if (until !== undefined) q = q.where('r.created_at', '<', until);
  return q.groupBy('b.referral_id').execute();
}
