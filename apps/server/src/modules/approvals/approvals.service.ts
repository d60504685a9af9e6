import type { ApplicationsPage, ApprovalCounts, ApproveMember } from '@chapter/shared/lifecycle.schemas';
import { inCallersGroup, scopeGroup } from '../../kernel/group-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Principal } from '../../lib/principal.ts';
import { findMember, type MemberRow } from '../members/members.repository.ts';
import { countActionableApprovals } from './approval-counts.ts';
import { selectApplicationsPage } from './approvals.repository.ts';
import { approveApplication, rejectApplication } from './decide-application.ts';

/** The approvals queue's members tab: applications made with a group code, approved or rejected by approve_members. */
export class ApprovalsService {
  constructor(private readonly ctx: AppContext) {}

  async counts(caller: Principal, groupId: number | undefined): Promise<ApprovalCounts> {
    return countActionableApprovals(this.ctx.db, caller, scopeGroup(caller, groupId));
  }

  async applications(
    caller: Principal,
    q: { groupId?: number; cursor?: string; limit: number },
  ): Promise<ApplicationsPage> {
    const after = decodeCursor(q.cursor);
    const rows = await selectApplicationsPage(this.ctx.db, scopeGroup(caller, q.groupId), after, q.limit + 1);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => ({
        userId: r.id,
        name: r.name,
        email: r.email,
        companyName: r.company_name,
        classification: r.membership_classification ?? r.classification,
        phone: r.phone,
        appliedAt: r.created_at,
        groupId: r.group_id,
        groupName: r.group_name,
      })),
      nextCursor: rows.length > q.limit && last ? encodeCursor([last.created_at, last.membership_id]) : null,
    };
  }

  private async pendingApplication(caller: Principal, userId: number): Promise<MemberRow> {
    const row = await findMember(this.ctx.db, userId);
    if (row?.status !== 'pending' || !inCallersGroup(caller, row.group_id)) throw notFound('Application');
    return row;
  }

  /** Approves with the classification (decide-application.ts, docs/product-rules.md "Joining"). */
  async approve(caller: Principal, userId: number, body: ApproveMember): Promise<{ message: string }> {
    const row = await this.pendingApplication(caller, userId);
    await approveApplication(this.ctx, caller, row, body.classification);
    return { message: `${row.name} is now a member of ${row.group_name}` };
  }

  /** Rejects with a reason the applicant reads; the account stays, without a group, free to apply again. */
  async reject(caller: Principal, userId: number, reason: string): Promise<{ message: string }> {
    const row = await this.pendingApplication(caller, userId);
    await rejectApplication(this.ctx, caller, row, reason);
    return { message: `${row.name}'s application was rejected` };
  }
}
