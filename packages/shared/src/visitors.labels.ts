/**
 * Visitor statuses and their labels, without schemas: screens that only show or choose them load
 * no validation code. The schemas module re-exports them.
 */

export const VISITOR_STATUSES = [
  'invited',
  'accepted',
  'declined',
  'attended',
  'no-show',
  'applied',
  'joined',
] as const;
export type VisitorStatus = (typeof VISITOR_STATUSES)[number];
export const VISITOR_STATUS_LABELS: Record<VisitorStatus, string> = {
  invited: 'Invited',
  accepted: 'Accepted',
  declined: 'Declined',
  attended: 'Attended',
  'no-show': 'No-show',
  applied: 'Applied',
  joined: 'Joined',
};
