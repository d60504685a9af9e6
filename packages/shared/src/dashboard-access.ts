import { hasAnyPermission, hasPermission, type PermissionHolder } from './permissions.ts';
import { ADMIN_AREA_PERMISSIONS } from './roles.ts';

/** Either of these reads the admin dashboard's figures (docs/roles-and-permissions.md "The admin area"). */
export const DASHBOARD_PERMISSIONS = ['view_audit_logs', 'view_activity'] as const;

/**
 * Who opens the admin dashboard: someone inside the admin area (any admin-area permission) who may read its
 * figures. A Member holds view_activity but no admin-area permission, so the dashboard is not theirs.
 */
export function canOpenDashboard(user: PermissionHolder): boolean {
  return hasAnyPermission(user, ADMIN_AREA_PERMISSIONS) && hasAnyPermission(user, DASHBOARD_PERMISSIONS);
}

/** The dashboard's latest leadership actions come from the audit log, so they follow its rule (GET /api/audit). */
export function canReadAudit(user: PermissionHolder): boolean {
  return hasPermission(user, 'view_audit_logs');
}
