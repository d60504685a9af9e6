import type { ApprovalCounts } from '@chapter/shared/lifecycle.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import type { Db } from '../../db/kysely.ts';
import type { Principal } from '../../lib/principal.ts';
import { countPendingApprovals } from '../activity/activity.repository.ts';
import { countPendingSubstitutions } from '../meetings/substitutions.repository.ts';
import { countPendingApplications } from './approvals.repository.ts';

/**
 * What waits for this caller's decision, per queue they hold the permission for: the approvals screen's tabs,
 * the navigation badge and the dashboard's "Pending approvals" all read this one count. Referrals and thanks the
 * caller gave or received are left out, as the queues leave them out: nobody decides on their own records.
 */
export async function countActionableApprovals(
  db: Db,
  caller: Principal,
  groupScope: number | undefined,
): Promise<ApprovalCounts> {
  const counts: ApprovalCounts = {};
  if (hasPermission(caller, 'approve_members')) {
    counts.members = await countPendingApplications(db, groupScope);
  }
  if (hasPermission(caller, 'approve_referrals')) {
    counts.referrals = await countPendingApprovals(db, groupScope, 'referral', caller.userId);
  }
  if (hasPermission(caller, 'approve_business')) {
    counts.businesses = await countPendingApprovals(db, groupScope, 'closed_business', caller.userId);
  }
  if (hasPermission(caller, 'approve_substitutes')) {
    counts.substitutes = await countPendingSubstitutions(db, groupScope, caller.userId);
  }
  return counts;
}

/** The total over every queue the caller decides on. */
export const totalApprovals = (counts: ApprovalCounts): number =>
  Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
