import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, type Permission, ROLES, type RoleName, toRole } from './roles.ts';

/** One stored override: group 0 is the platform-wide layer, any other id that group's own layer. */
export interface PermissionOverride {
  groupId: number;
  role: string;
  permission: string;
  granted: boolean;
}

/** Permissions only the platform layer may hand out: they act on every group, not one. */
export const PLATFORM_ONLY_PERMISSIONS: readonly Permission[] = ['manage_groups', 'view_groups', 'manage_settings'];

/**
 * A role's permissions: the platform default, then the platform overrides, then the group's own (the group
 * wins). The Admin role always holds everything, so no override can lock the platform out of itself.
 */
export function effectivePermissions(
  role: string,
  overrides: readonly PermissionOverride[],
  groupId: number | null,
): Permission[] {
  const name = toRole(role);
  if (name === 'Admin') return [...PERMISSIONS];
  const held = new Set<string>(DEFAULT_ROLE_PERMISSIONS[name]);
  const layers = [0, ...(groupId ? [groupId] : [])];
  for (const layer of layers) {
    for (const o of overrides) {
      if (o.groupId !== layer || toRole(o.role) !== name) continue;
      if (layer !== 0 && PLATFORM_ONLY_PERMISSIONS.includes(o.permission as Permission)) continue;
      if (o.granted) held.add(o.permission);
      else held.delete(o.permission);
    }
  }
  // The default order first (what clients have always seen), then anything granted on top.
  const defaults = DEFAULT_ROLE_PERMISSIONS[name];
  return [...defaults.filter((p) => held.has(p)), ...PERMISSIONS.filter((p) => held.has(p) && !defaults.includes(p))];
}

/** Every role's permissions under the given overrides (the matrix screens and their preview). */
export function permissionMatrix(
  overrides: readonly PermissionOverride[],
  groupId: number | null,
): Record<RoleName, Permission[]> {
  return Object.fromEntries(ROLES.map((r) => [r, effectivePermissions(r, overrides, groupId)])) as Record<
    RoleName,
    Permission[]
  >;
}

export interface PermissionChange {
  role: RoleName;
  gained: Permission[];
  lost: Permission[];
}

/** What each role gains and loses between two matrices (shown before saving). */
export function diffMatrices(
  before: Record<RoleName, readonly Permission[]>,
  after: Record<RoleName, readonly Permission[]>,
): PermissionChange[] {
  const out: PermissionChange[] = [];
  for (const role of ROLES) {
    const b = new Set(before[role]);
    const a = new Set(after[role]);
    const gained = PERMISSIONS.filter((p) => a.has(p) && !b.has(p));
    const lost = PERMISSIONS.filter((p) => b.has(p) && !a.has(p));
    if (gained.length || lost.length) out.push({ role, gained, lost });
  }
  return out;
}
