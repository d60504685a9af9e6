/** Roles by rank (docs/roles-and-permissions.md "Roles"): a lower rank is more senior. */
export const ROLES = [
  'Admin',
  'President',
  'Vice President',
  'Board Member',
  'Secretary Treasurer',
  'Member',
  'Visitor',
  'Substitute',
] as const;
export type RoleName = (typeof ROLES)[number];

/** Rank 1 (Admin) … 8 (Substitute); an unknown role counts as Visitor. */
export function roleRank(role: string | null | undefined): number {
  const i = ROLES.indexOf(toRole(role));
  return i + 1;
}

export function toRole(role: string | null | undefined): RoleName {
  return (ROLES as readonly string[]).includes(role ?? '') ? (role as RoleName) : 'Visitor';
}

/**
 * The roles someone may give, when adding, importing or re-roling a member: only those below their own, so a
 * leader never makes a peer they could no longer manage; a platform admin gives any
 * (docs/decisions/0009-roles-below-your-own.md).
 */
export function assignableRoles(actor: { isAdmin: boolean; role: string | null }): RoleName[] {
  return ROLES.filter((r) => actor.isAdmin || (r !== 'Admin' && roleRank(r) > roleRank(actor.role)));
}

export const mayGiveRole = (actor: { isAdmin: boolean; role: string | null }, role: string): boolean =>
  (assignableRoles(actor) as string[]).includes(role);

/** The first five roles are leadership. */
export function isLeadership(role: string | null | undefined): boolean {
  return roleRank(role) <= 5;
}

export const PERMISSIONS = [
  'view_audit_logs',
  'manage_members',
  'approve_business',
  'manage_group',
  'manage_groups',
  'view_group',
  'view_groups',
  'manage_settings',
  'send_sms',
  'record_attendance',
  'view_meetings',
  'view_activity',
  'view_members',
  'manage_meetings',
  'approve_referrals',
  'approve_members',
  'approve_substitutes',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The membership committee's permission: a seat on the committee grants it in the seat's group
 * (docs/membership-committee.md). No role holds it, no override grants it and `isAdmin` does not pass its check.
 */
export const COMMITTEE_PERMISSION = 'membership_committee';

const VIEW: Permission[] = ['view_meetings', 'view_activity', 'view_members', 'view_group'];
const PLATFORM_ONLY: Permission[] = ['manage_groups', 'view_groups', 'manage_settings'];

/** Platform defaults per role (docs/roles-and-permissions.md "Default permissions"); groups may override them later. */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  Admin: PERMISSIONS,
  President: PERMISSIONS.filter((p) => !PLATFORM_ONLY.includes(p)),
  'Vice President': [
    ...VIEW,
    'manage_members',
    'record_attendance',
    'approve_business',
    'approve_referrals',
    'approve_members',
    'approve_substitutes',
    'view_audit_logs',
  ],
  'Board Member': [...VIEW, 'manage_meetings', 'approve_members'],
  'Secretary Treasurer': [...VIEW, 'record_attendance', 'manage_meetings', 'send_sms'],
  Member: VIEW,
  Visitor: ['view_meetings', 'view_group'],
  Substitute: [],
};

/** Permissions that open the admin area (docs/roles-and-permissions.md "The admin area"). */
export const ADMIN_AREA_PERMISSIONS: readonly Permission[] = [
  'manage_groups',
  'manage_group',
  'manage_members',
  'view_groups',
  'send_sms',
  'record_attendance',
  'manage_meetings',
  'approve_business',
  'approve_referrals',
  'approve_members',
  'approve_substitutes',
  'manage_settings',
  'view_audit_logs',
];
