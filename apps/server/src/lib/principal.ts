import { effectivePermissions, type PermissionOverride } from '@chapter/shared/role-permissions';
import { COMMITTEE_PERMISSION, PERMISSIONS, toRole } from '@chapter/shared/roles';
import type { Db } from '../db/kysely.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { isSet, toStamp } from '../db/sql-values.ts';

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
  group_id?: number | null;
  /** A seat on the group's membership committee (docs/membership-committee.md). */
  committee_seat?: number | null;
  /** The platform's and the group's overrides for this role (none: the role defaults apply). */
  overrides?: PermissionOverride[];
}

/** The role a user acts as: Admin for platform admins, the active membership's role, else Visitor. */
export function effectiveRole(row: AccessRow): string {
  if (isSet(row.is_admin)) return 'Admin';
  if (row.membership_status === 'active' && row.role) return toRole(row.role);
  return 'Visitor';
}

/** Permissions from the role defaults and the stored overrides; a pending or lapsed membership grants none. */
export function permissionsFor(row: AccessRow): string[] {
  // A seat counts only on an active membership, and it is the one way to the committee's permission.
  const seat = row.membership_status === 'active' && isSet(row.committee_seat) ? [COMMITTEE_PERMISSION] : [];
  if (isSet(row.is_admin)) return [...PERMISSIONS, ...seat];
  if (row.membership_status !== 'active' || !row.role) return [];
  return [...effectivePermissions(row.role, row.overrides ?? [], row.group_id ?? null), ...seat];
}

/**
 * The caller's account, membership and the permission overrides of their role, in one query: the overrides
 * join adds a row per override (usually none), so a request costs a single round trip either way.
 */
const accessRows = preparedQuery(2, (db: Db, userId: number, sessionId: string) =>
  db
    .selectFrom('users')
    // The guard's session check rides along (one round trip per request); without a session id it matches none.
    .leftJoin('sessions', (join) => join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', sessionId))
    .leftJoin('memberships', 'memberships.user_id', 'users.id')
    .leftJoin('role_permission_overrides as o', (join) =>
      join
        .onRef('o.role', '=', 'memberships.role')
        .on((eb) => eb.or([eb('o.group_id', '=', 0), eb('o.group_id', '=', eb.ref('memberships.group_id'))])),
    )
    .select([
      'users.id',
      'users.status',
      'users.is_admin',
      'users.must_change_password',
      'memberships.role',
      'memberships.status as membership_status',
      'memberships.group_id',
      'memberships.committee_seat',
      'o.group_id as o_group',
      'o.permission as o_permission',
      'o.granted as o_granted',
      'sessions.id as session_id',
      'sessions.revoked_at as session_revoked_at',
      'sessions.expires_at as session_expires_at',
    ])
    .where('users.id', '=', userId),
);

export async function selectAccess(db: Db, userId: number, sessionId?: string) {
  const rows = await accessRows(db, userId, sessionId ?? '');
  const first = rows[0];
  if (!first) return undefined;
  const { o_group: _g, o_permission: _p, o_granted: _x, ...row } = first;
  const overrides: PermissionOverride[] = [];
  for (const r of rows) {
    if (r.o_permission === null || r.o_group === null) continue;
    overrides.push({
      groupId: r.o_group,
      role: row.role ?? '',
      permission: r.o_permission,
      granted: isSet(r.o_granted),
    });
  }
  return { ...row, overrides };
}

/** Every stored override of the platform layer and, when given, one group's layer. */
const overrideRows = preparedQuery(1, (db: Db, groupId: number) =>
  db
    .selectFrom('role_permission_overrides')
    .select(['group_id', 'role', 'permission', 'granted'])
    .where((eb) => eb.or([eb('group_id', '=', 0), eb('group_id', '=', groupId)])),
);

/** The platform's overrides and the group's (group ids start at 1, so 0 never names a group). */
export async function selectOverrides(db: Db, groupId: number | null): Promise<PermissionOverride[]> {
  const rows = await overrideRows(db, groupId ?? 0);
  return rows.map((r) => ({ groupId: r.group_id, role: r.role, permission: r.permission, granted: isSet(r.granted) }));
}

/**
 * Active members of the group who hold any of the permissions, e.g. the approvers to notify: by their role (with
 * overrides), or for the committee's permission by their seat (docs/membership-committee.md).
 */
export async function selectGroupHolders(db: Db, groupId: number, permission: string | readonly string[]) {
  const wanted = typeof permission === 'string' ? [permission] : permission;
  // Both reads at once: they are independent, and on PostgreSQL they go out on two pooled connections.
  const [overrides, members] = await Promise.all([
    selectOverrides(db, groupId),
    db
      .selectFrom('memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.name', 'u.email', 'm.role', 'm.committee_seat'])
      .where('m.group_id', '=', groupId)
      .where('m.status', '=', 'active')
      .where('u.status', '=', 'active')
      .execute(),
  ]);
  return members
    .filter(
      (m) =>
        (wanted.includes(COMMITTEE_PERMISSION) && isSet(m.committee_seat)) ||
        effectivePermissions(m.role, overrides, groupId).some((p) => wanted.includes(p)),
    )
    .map(({ committee_seat: _seat, ...m }) => m);
}

/**
 * The principal of a live session, read from the database now: undefined when the account, its session or the
 * session's time has ended. The request guard and the real-time server (which reloads it when a role's
 * permissions change) both use it.
 */
export async function loadPrincipal(
  db: Db,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<Principal | undefined> {
  const access = await selectAccess(db, userId, sessionId);
  if (
    access?.status !== 'active' ||
    !access.session_id ||
    access.session_revoked_at ||
    !access.session_expires_at ||
    access.session_expires_at <= toStamp(now)
  ) {
    return undefined;
  }
  return {
    userId: access.id,
    sessionId,
    isAdmin: isSet(access.is_admin),
    role: effectiveRole(access),
    groupId: access.membership_status === 'active' ? access.group_id : null,
    membershipStatus: access.membership_status,
    permissions: permissionsFor(access),
    mustChangePassword: isSet(access.must_change_password),
  };
}
