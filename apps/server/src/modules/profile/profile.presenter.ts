import type { Currency } from '@chapter/shared/activity.labels';
import type { Profile } from '@chapter/shared/profile.schemas';
import type { PermissionOverride } from '@chapter/shared/role-permissions';
import { isLeadership } from '@chapter/shared/roles';
import { isSet } from '../../db/sql-values.ts';
import { avatarPath } from '../../lib/avatar-path.ts';
import { effectiveRole, permissionsFor } from '../../lib/principal.ts';
import type { ProfileRow } from './profile.repository.ts';

/** The profile's permission list is what the server enforces: role defaults with the stored overrides. */
export function profilePermissions(row: ProfileRow, overrides: PermissionOverride[]): string[] {
  return permissionsFor({ ...row, overrides });
}

/**
 * Database row → the profile contract; nothing else leaves the server. The role is one answer everywhere it
 * shows: a platform administrator (the Admin role) reads Admin, leadership, in `role` and in `membership`
 * alike (docs/roles-and-permissions.md).
 */
export function presentProfile(row: ProfileRow, memberCount: number, permissions: string[]): Profile {
  const role = effectiveRole(row);
  const membershipRole = isSet(row.is_admin) ? 'Admin' : row.role;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    companyName: row.company_name,
    classification: row.membership_classification ?? row.classification,
    phone: row.phone,
    website: row.website,
    bio: row.bio,
    preferredLanguage: row.preferred_language,
    profileImageUrl: avatarPath(row.id, row.avatar_key),
    role,
    isAdmin: isSet(row.is_admin),
    mustChangePassword: isSet(row.must_change_password),
    hasPassword: isSet(row.has_password),
    permissions,
    membership:
      row.role && row.membership_status
        ? {
            role: { name: membershipRole ?? row.role, isLeadership: isLeadership(membershipRole ?? row.role) },
            status: row.membership_status,
            classification: row.membership_classification,
          }
        : null,
    group:
      row.group_id !== null && row.group_name !== null && row.group_status !== null
        ? {
            id: row.group_id,
            name: row.group_name,
            status: row.group_status,
            imageUrl: row.group_image_url,
            memberCount,
            timeZone: row.group_timezone ?? 'UTC',
            language: row.group_language ?? 'en',
            // Written only through the groups' request rule, which takes only the listed currencies.
            currency: (row.group_currency ?? null) as Currency | null,
            detailedReferralSteps: isSet(row.group_detailed_referral_steps ?? 0),
          }
        : null,
  };
}
