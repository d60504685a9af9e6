/**
 * Mentorship statuses and the mentor capacity limit, without schemas: screens that only show or choose them load
 * no validation code. The schemas module re-exports them.
 */

export const MENTORSHIP_STATUSES = ['pending', 'active', 'completed', 'declined'] as const;
export type MentorshipStatus = (typeof MENTORSHIP_STATUSES)[number];

export const MENTOR_CAPACITY_MAX = 10;
