/**
 * Group statuses and meeting weekdays, without schemas: screens that only show or choose them load
 * no validation code. The schemas module re-exports them.
 */

export const GROUP_STATUSES = ['active', 'inactive', 'forming'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
