import { hasPermission } from '@chapter/shared/permissions';
import { roleRank, toRole } from '@chapter/shared/roles';
import { isSet } from '../db/sql-values.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import type { Principal } from '../lib/principal.ts';

/*
 * Which group a caller acts in and whom they outrank: the scoping every feature applies (the kernel,
 * docs/decisions/0022-server-kernel.md).
 */

/** The role a member holds on paper (Admin for platform admins), whatever the membership's status. */
export const heldRole = (row: { is_admin: number; role: string | null }): string =>
  isSet(row.is_admin) ? 'Admin' : toRole(row.role);

/** Platform admins act in every group; everyone else only in their own active group. */
export function inCallersGroup(caller: Principal, groupId: number | null): boolean {
  return caller.isAdmin || (groupId !== null && groupId === caller.groupId);
}

/** Leaders act only on members junior to them; a platform admin on anyone but themself. */
export function outranks(caller: Principal, target: { id: number; is_admin: number; role: string | null }): boolean {
  if (target.id === caller.userId) return false;
  if (caller.isAdmin) return true;
  return roleRank(heldRole(target)) > roleRank(caller.role);
}

/** The caller may edit the member, change the role and (de)activate. */
export const canManage = (
  caller: Principal,
  target: { id: number; is_admin: number; role: string | null; group_id: number },
): boolean =>
  hasPermission(caller, 'manage_members') && inCallersGroup(caller, target.group_id) && outranks(caller, target);

/**
 * The group a list is about: the caller's own, or for a platform admin the one asked for (all when none).
 * Asking for another group than one's own answers 404, as for any resource the caller may not see.
 */
export function scopeGroup(caller: Principal, requested: number | undefined): number | undefined {
  if (caller.isAdmin) return requested;
  if (caller.groupId === null) throw new AppError('PERMISSION_DENIED', 'Permission denied');
  if (requested !== undefined && requested !== caller.groupId) throw notFound('Group');
  return caller.groupId;
}

/** The group a write goes to: like scopeGroup, but a platform admin must name one. */
export function targetGroup(caller: Principal, requested: number | undefined): number {
  const group = scopeGroup(caller, requested);
  if (group === undefined) {
    throw new AppError('VALIDATION_ERROR', 'Choose a group', {
      details: [{ field: 'groupId', message: 'Choose a group' }],
    });
  }
  return group;
}
