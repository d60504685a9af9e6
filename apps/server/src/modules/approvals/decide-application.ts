import { channels } from '@chapter/shared/realtime.channels';
import type { Db } from '../../db/kysely.ts';
import { toStamp } from '../../db/sql-values.ts';
import { classificationHeld, classificationTaken } from '../../kernel/classification.ts';
import { updateUser } from '../../kernel/users.repository.ts';
import { notFound } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { addMonths } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { textLanguage } from '../../lib/i18n.ts';
import type { Principal } from '../../lib/principal.ts';
import { publishAfterCommit } from '../../realtime/publish-after-commit.ts';
import {
  deletePendingMembership,
  findClassificationHolder,
  type MemberRow,
  updatePendingMembership,
} from '../members/members.repository.ts';
import { approvedEmail, rejectedEmail } from './approval-emails.ts';
import { lockGroup } from './approvals.repository.ts';

/** More to write in the decision's transaction (the committee's record of it, docs/membership-committee.md). */
type Also = (trx: Db) => Promise<void>;

/**
 * Approves: the membership becomes active for 12 months with the classification. When another active member
 * holds it the approver is told who (CLASSIFICATION_TAKEN with `classificationHeldBy`) and chooses another; the
 * check runs inside the transaction, behind the group's lock, and the database's unique index settles any race
 * the check cannot see. The applicant's sessions stay: permissions are read from the
 * database on every request, so they act as a member at once, and a push on inbox:{id} tells an open app to
 * take up its member token (docs/product-rules.md "Joining"). The applicant is e-mailed too. The approvals queue
 * and the membership committee both decide through here, so everything that follows approval happens either way.
 */
export async function approveApplication(
  ctx: AppContext,
  caller: Principal,
  row: MemberRow,
  classification: string,
  also?: Also,
): Promise<void> {
  const userId = row.id;
  const now = ctx.clock.now();
  const stamp = toStamp(now);
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      if (ctx.dialect === 'postgres') await lockGroup(trx, row.group_id);
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
      await ctx.mail.enqueue(trx, {
        to: row.email,
        ...approvedEmail(ctx.config.appUrl, row.group_name, textLanguage(row.preferred_language, row.group_language)),
      });
      await also?.(trx);
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw classificationTaken(classification, 'another member');
      throw err;
    });
  ctx.mail.flush();
  await publishAfterCommit(ctx, [
    { channel: channels.inbox(userId), event: { type: 'membership_approved', groupName: row.group_name } },
  ]);
}

/** Rejects with a reason the applicant reads; the account stays, without a group, free to apply again. */
export async function rejectApplication(
  ctx: AppContext,
  caller: Principal,
  row: MemberRow,
  reason: string,
  also?: Also,
): Promise<void> {
  const stamp = toStamp(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    // Another leader may have decided first: only a still-pending application is removed.
    if (!(await deletePendingMembership(trx, row.id))) throw notFound('Application');
    await writeAudit(trx, {
      actorId: caller.userId,
      groupId: row.group_id,
      action: 'member.rejected',
      targetType: 'user',
      targetId: row.id,
      summary: `${row.name} (${row.email}) rejected: ${reason}`,
      at: stamp,
    });
    await ctx.mail.enqueue(trx, {
      to: row.email,
      ...rejectedEmail(row.group_name, reason, textLanguage(row.preferred_language, row.group_language)),
    });
    await also?.(trx);
  });
  ctx.mail.flush();
}
