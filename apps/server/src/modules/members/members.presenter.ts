import type { MemberDetail, MembershipStatus, RosterMember } from '@chapter/shared/members.schemas';
import { hasPermission } from '@chapter/shared/permissions';
import { isLeadership } from '@chapter/shared/roles';
import { canManage, heldRole } from '../../kernel/group-scope.ts';
import { avatarPath } from '../../lib/avatar-path.ts';
import type { Principal } from '../../lib/principal.ts';
import type { MemberRow } from './members.repository.ts';

/** Managers, platform admins and the member see contact details; others only what the member shows. */
function contactShown(caller: Principal, row: MemberRow, shown: boolean): boolean {
  return shown || row.id === caller.userId || hasPermission(caller, 'manage_members');
}

export function presentRosterMember(
  caller: Principal,
  row: MemberRow,
  privacy: { showPhone: boolean; showEmail: boolean } | undefined,
): RosterMember {
  const role = heldRole(row);
  return {
    id: row.id,
    name: row.name,
    companyName: row.company_name,
    classification: row.classification,
    role,
    isLeadership: isLeadership(role),
    status: row.status as MembershipStatus,
    profileImageUrl: avatarPath(row.id, row.avatar_key),
    phone: contactShown(caller, row, privacy?.showPhone ?? true) ? row.phone : null,
    email: contactShown(caller, row, privacy?.showEmail ?? true) ? row.email : null,
    groupId: row.group_id,
    groupName: row.group_name,
  };
}

export function presentMemberDetail(
  caller: Principal,
  row: MemberRow,
  privacy: { showPhone: boolean; showEmail: boolean } | undefined,
): MemberDetail {
  const manageable = canManage(caller, row);
  const seesMembership = row.id === caller.userId || hasPermission(caller, 'manage_members') || caller.isAdmin;
  return {
    ...presentRosterMember(caller, row, privacy),
    website: row.website,
    bio: row.bio,
    joinedAt: row.joined_at,
    renewalDue: seesMembership ? row.renewal_due : null,
    manageable,
  };
}
