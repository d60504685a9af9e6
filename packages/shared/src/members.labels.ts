/**
 * Membership statuses, without schemas: screens that only show or choose them load
 * no validation code. The schemas module re-exports them.
 */

export const MEMBERSHIP_STATUSES = ['pending', 'active', 'inactive', 'expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
