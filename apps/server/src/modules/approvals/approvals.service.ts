import type { ApplicationsPage, ApprovalCounts, ApproveMember } from '@chapter/shared/lifecycle.schemas';
import { channels } from '@chapter/shared/realtime.channels';
import { toStamp } from '../../db/sql-values.ts';
import { classificationHeld, classificationTaken } from '../../kernel/classification.ts';
import { inCallersGroup, scopeGroup } from '../../kernel/group-scope.ts';
import { updateUser } from '../../kernel/users.repository.ts';
import { notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { addMonths } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { textLanguage } from '../../lib/i18n.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { Principal } from '../../lib/principal.ts';
import { publishAfterCommit } from '../../realtime/publish-after-commit.ts';
import {
  deletePendingMembership,
  findClassificationHolder,
  findMember,
  type MemberRow,
  updatePendingMembership,
} from '../members/members.repository.ts';
import { countActionableApprovals } from './approval-counts.ts';
import { approvedEmail, rejectedEmail } from './approval-emails.ts';
import { lockGroup, selectApplicationsPage } from './approvals.repository.ts';

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

  /**
   * Approves: the membership becomes active for 12 months with the classification. When another active member
   * holds it the approver is told who (CLASSIFICATION_TAKEN with `classificationHeldBy`) and chooses another; the
   * check runs inside the transaction, behind the group's lock, and the database's unique index settles any race
   * the check cannot see. The applicant's sessions stay: permissions are read from the
   * database on every request, so they act as a member at once, and a push on inbox:{id} tells an open app to
   * take up its member token (docs/product-rules.md "Joining"). The applicant is e-mailed too.
   */
  async approve(caller: Principal, userId: number, body: ApproveMember): Promise<{ message: string }> {
    const row = await this.pendingApplication(caller, userId);
    const { classification } = body;
    const now = this.ctx.clock.now();
    const stamp = toStamp(now);
    await this.ctx.db
      .transaction()
      .execute(async (trx) => {
        if (this.ctx.dialect === 'postgres') await lockGroup(trx, row.group_id);
        const holder = await findClassificationHolder(trx, row.group_id, classification, userId);
        if (holder) throw classificationHeld(classification, holder);
        const approved = await updatePendingMembership(trx, userId, {
          status: 'active',
          classification,
          joined_at: stamp,
          renewal_due: toStamp(addMonths(now, 12)),
          updated_at: stamp,
        });
        // Another leader decided first.
        if (!approved) throw notFound('Application');
        await updateUser(trx, userId, { classification, updated_at: stamp });
        await writeAudit(trx, {
          actorId: caller.userId,
          groupId: row.group_id,
          action: 'member.approved',
          targetType: 'user',
          targetId: userId,
          summary: `${row.name} (${row.email}) approved as ${classification}`,
          at: stamp,
        });
        await this.ctx.mail.enqueue(trx, {
          to: row.email,
          ...approvedEmail(
            this.ctx.config.appUrl,
            row.group_name,
            textLanguage(row.preferred_language, row.group_language),
          ),
        });
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw classificationTaken(classification, 'another member');
        throw err;
      });
    this.ctx.mail.flush();
    await publishAfterCommit(this.ctx, [
      { channel: channels.inbox(userId), event: { type: 'membership_approved', groupName: row.group_name } },
    ]);
    return { message: `${row.name} is now a member of ${row.group_name}` };
  }

  /** Rejects with a reason the applicant reads; the account stays, without a group, free to apply again. */
  async reject(caller: Principal, userId: number, reason: string): Promise<{ message: string }> {
    const row = await this.pendingApplication(caller, userId);
    const stamp = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      // Another leader may have decided first: only a still-pending application is removed.
      if (!(await deletePendingMembership(trx, userId))) throw notFound('Application');
      await writeAudit(trx, {
        actorId: caller.userId,
        groupId: row.group_id,
        action: 'member.rejected',
        targetType: 'user',
        targetId: userId,
        summary: `${row.name} (${row.email}) rejected: ${reason}`,
        at: stamp,
      });
      await this.ctx.mail.enqueue(trx, {
        to: row.email,
        ...rejectedEmail(row.group_name, reason, textLanguage(row.preferred_language, row.group_language)),
      });
    });
    this.ctx.mail.flush();
    return { message: `${row.name}'s application was rejected` };
  }
}
