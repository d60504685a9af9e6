import { toStamp } from '../../db/sql-values.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { describe } from './activity.presenter.ts';
import { type ActivityRow, deleteActivityRow } from './activity.repository.ts';
import { publishChange } from './activity-notify.ts';
import { actionsFor } from './activity-rules.ts';

/**
 * Deletes a slip (docs/palms-weeks.md "Changing a slip"): its giver while its week is a draft, those who keep the
 * PALMS at any time. Its history, unread marks and reminders go with it; a thanks that named a deleted referral keeps
 * the thanks and loses the link. Both members' lists hear of it and the audit log keeps what it was.
 */
export async function deleteActivity(ctx: AppContext, caller: Principal, row: ActivityRow): Promise<void> {
  if (!actionsFor(caller, row, ctx.clock.now()).includes('delete')) {
    throw new AppError(
      'PERMISSION_DENIED',
      row.week_state === 'draft'
        ? 'This slip can no longer be deleted by its giver; ask a leader'
        : "This slip's PALMS week is final: only a leader who records attendance can change it",
    );
  }
  const stamp = toStamp(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteActivityRow(trx, row.id)))
      throw new AppError('CONFLICT', 'The record changed meanwhile; reload it and try again');
    await writeAudit(trx, {
      actorId: caller.userId,
      groupId: row.group_id,
      action: `activity.${row.type}.deleted`,
      targetType: 'activity',
      targetId: row.id,
      summary: `${describe(row)} deleted`,
      at: stamp,
    });
  });
  await publishChange(ctx, row);
}
