import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, toRole } from '@chapter/shared/roles';
import type { Db } from '../db/kysely.ts';
import { isSet } from '../db/sql-values.ts';

/** Who is calling, loaded from the database on every request: the token's permission list is never trusted. */
export interface Principal {
  userId: number;
  sessionId: string;
  isAdmin: boolean;
  role: string;
  groupId: number | null;
  membershipStatus: string | null;
  permissions: string[];
  mustChangePassword: boolean;
}

interface AccessRow {
  is_admin: number;
  role: string | null;
  membership_status: string | null;
}

/** The role a user acts as: Admin for platform admins, the active membership's role, else Visitor. */
export function effectiveRole(row: AccessRow): string {
  if (isSet(row.is_admin)) return 'Admin';
  if (row.membership_status === 'active' && row.role) return toRole(row.role);
  return 'Visitor';
}

/** Permissions from the role defaults; a pending or lapsed membership grants none. */
export function permissionsFor(row: AccessRow): string[] {
  if (isSet(row.is_admin)) return [...PERMISSIONS];
  if (row.membership_status !== 'active' || !row.role) return [];
  return [...DEFAULT_ROLE_PERMISSIONS[toRole(row.role)]];
}

export const selectAccess = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('memberships', 'memberships.user_id', 'users.id')
    .select([
      'users.id',
      'users.status',
      'users.is_admin',
      'users.must_change_password',
      'memberships.role',
      'memberships.status as membership_status',
      'memberships.group_id',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
