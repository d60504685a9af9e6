import { hasPermission } from '@chapter/shared/permissions';
import { roleRank } from '@chapter/shared/roles';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { effectiveRole, type Principal, selectAccess } from '../../lib/principal.ts';

/**
 * Resolves whose profile the caller addresses; another user's is visible only to their managers. Changing
 * it also needs a more senior role than the target's: otherwise a Vice President could set the President's
 * (or a platform admin's) e-mail to their own and take the account over through a password reset.
 */
export async function profileTarget(
  ctx: AppContext,
  caller: Principal,
  userId: number | undefined,
  write = false,
): Promise<number> {
  if (userId === undefined || userId === caller.userId) return caller.userId;
  if (!hasPermission(caller, 'manage_members')) throw new AppError('PERMISSION_DENIED', 'Permission denied');
  if (caller.isAdmin) return userId;
  const target = await selectAccess(ctx.db, userId);
  // Another group's member is answered as unknown, not forbidden.
  if (!target || target.group_id === null || target.group_id !== caller.groupId) throw notFound('User');
  if (write && roleRank(effectiveRole(target)) <= roleRank(caller.role)) {
    throw new AppError('PERMISSION_DENIED', 'Permission denied');
  }
  return userId;
}
