import type { OverrideItem } from '@chapter/shared/groups.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import { PLATFORM_ONLY_PERMISSIONS } from '@chapter/shared/role-permissions';
import { type Permission, ROLES, type RoleName, roleRank } from '@chapter/shared/roles';
import { AppError } from './app-error.ts';
import type { Principal } from './principal.ts';

const key = (o: { role: string; permission: string }) => `${o.role}|${o.permission}`;

/** Roles a caller may change in a permission layer: platform admins any but Admin; others only junior roles. */
export function editableRoles(caller: Principal): RoleName[] {
  return ROLES.filter((r) => r !== 'Admin' && (caller.isAdmin || roleRank(r) > roleRank(caller.role)));
}

/**
 * Checks a new override list for one layer against the stored one and returns it without no-op entries
 * (an override equal to the layer below). Rules: the Admin role is never overridden; a group layer cannot
 * hand out platform-only permissions; a non-admin changes only roles junior to their own and never grants a
 * permission they do not hold themselves.
 */
export function checkOverrides(
  caller: Principal,
  layer: 'platform' | 'group',
  before: readonly OverrideItem[],
  requested: readonly OverrideItem[],
  base: Record<string, readonly string[]>,
): OverrideItem[] {
  const seen = new Set<string>();
  const next: OverrideItem[] = [];
  for (const o of requested) {
    if (seen.has(key(o))) {
      throw new AppError('VALIDATION_ERROR', `${o.role} / ${o.permission} is listed twice`);
    }
    seen.add(key(o));
    if (o.role === 'Admin') throw new AppError('VALIDATION_ERROR', 'The Admin role always holds every permission');
    if (layer === 'group' && PLATFORM_ONLY_PERMISSIONS.includes(o.permission as Permission)) {
      throw new AppError('VALIDATION_ERROR', `${o.permission} acts on the whole platform and cannot be set per group`);
    }
    if ((base[o.role] ?? []).includes(o.permission) !== o.granted) next.push(o);
  }
  const stored = new Map(before.map((o) => [key(o), o.granted]));
  const wanted = new Map(next.map((o) => [key(o), o.granted]));
  const changed = new Set([...stored.keys(), ...wanted.keys()].filter((k) => stored.get(k) !== wanted.get(k)));
  if (caller.isAdmin) return next;
  const editable = editableRoles(caller);
  for (const k of changed) {
    const [role = '', permission = ''] = k.split('|');
    if (!editable.includes(role as RoleName)) {
      throw new AppError('PERMISSION_DENIED', `You cannot change the permissions of ${role}: your own rank or above`);
    }
    const grants = wanted.get(k) ?? (base[role] ?? []).includes(permission);
    if (grants && !hasPermission(caller, permission)) {
      throw new AppError('PERMISSION_DENIED', `You cannot grant ${permission}: you do not hold it yourself`);
    }
  }
  return next;
}

/** "President +send_sms, Member −view_activity" or "no change". */
export function describeOverrideChange(before: readonly OverrideItem[], after: readonly OverrideItem[]): string {
  const k = (o: OverrideItem) => `${o.role}|${o.permission}|${o.granted}`;
  const was = new Set(before.map(k));
  const now = new Set(after.map(k));
  const added = after.filter((o) => !was.has(k(o))).map((o) => `${o.role} ${o.granted ? '+' : '−'}${o.permission}`);
  const removed = before
    .filter((o) => !now.has(k(o)) && !after.some((a) => a.role === o.role && a.permission === o.permission))
    .map((o) => `${o.role} ${o.permission} back to default`);
  const parts = [...added, ...removed];
  return parts.length ? parts.join(', ') : 'no change';
}
