/** Permission checks shared by the web gate and the server; isAdmin passes all (docs/roles-and-permissions.md). */
export interface PermissionHolder {
  isAdmin?: boolean;
  permissions: readonly string[];
}

export type PermissionRequirement =
  | { permission: string }
  | { anyOf: readonly string[] }
  | { allOf: readonly string[] };

export function hasPermission(user: PermissionHolder, permission: string): boolean {
  return Boolean(user.isAdmin) || user.permissions.includes(permission);
}

/**
 * A permission only a seat grants (the membership committee's): held or not, with no pass for `isAdmin`
 * (docs/membership-committee.md).
 */
export function holdsSeat(user: PermissionHolder, permission: string): boolean {
  return user.permissions.includes(permission);
}

export function hasAnyPermission(user: PermissionHolder, permissions: readonly string[]): boolean {
  return Boolean(user.isAdmin) || permissions.some((p) => user.permissions.includes(p));
}

export function hasAllPermissions(user: PermissionHolder, permissions: readonly string[]): boolean {
  return Boolean(user.isAdmin) || permissions.every((p) => user.permissions.includes(p));
}

export function meetsRequirement(user: PermissionHolder, req: PermissionRequirement): boolean {
  if ('permission' in req) return hasPermission(user, req.permission);
  if ('anyOf' in req) return hasAnyPermission(user, req.anyOf);
  return hasAllPermissions(user, req.allOf);
}
