import {
  holdsSeat,
  meetsRequirement,
  type PermissionHolder,
  type PermissionRequirement,
} from '@chapter/shared/permissions';
import type { Profile } from '@chapter/shared/profile.schemas';
import { ADMIN_AREA_PERMISSIONS, COMMITTEE_PERMISSION } from '@chapter/shared/roles';

/** One permission name or one of the shared requirement shapes ({ anyOf } / { allOf }). */
export type Requirement = string | PermissionRequirement;

/** The one way the web checks a permission (docs/roles-and-permissions.md): isAdmin passes every check. */
export function can(user: PermissionHolder, requirement: Requirement): boolean {
  return meetsRequirement(user, typeof requirement === 'string' ? { permission: requirement } : requirement);
}

/**
 * Admin paths need at least one admin-area permission (docs/roles-and-permissions.md "The admin area"), or a seat on
 * the membership committee, whose screen is there (docs/membership-committee.md).
 */
export function canEnterAdmin(user: PermissionHolder): boolean {
  return can(user, { anyOf: ADMIN_AREA_PERMISSIONS }) || holdsSeat(user, COMMITTEE_PERMISSION);
}

/**
 * Someone who registered with a group code and waits for a leader's decision: their membership is pending, so the
 * server grants them no permission yet (docs/roles-and-permissions.md "Pending applicants").
 */
export function isPendingApplicant(user: Pick<Profile, 'isAdmin' | 'membership'>): boolean {
  return !user.isAdmin && user.membership?.status === 'pending';
}
