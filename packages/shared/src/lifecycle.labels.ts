/**
 * Approval permissions, renewal windows and the member CSV's columns, without schemas: screens that only show or choose them load
 * no validation code. The schemas module re-exports them.
 */

/** Holding any of these opens the approvals screen (one queue per permission). */
export const APPROVAL_PERMISSIONS = [
  'approve_business',
  'approve_referrals',
  'approve_members',
  'approve_substitutes',
] as const;

export const RENEWAL_WINDOWS = ['overdue', '30', '60', '90'] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];
/** Reminder e-mails go out this many days before the due date. */
export const RENEWAL_REMINDER_DAYS = [30, 7] as const;
export const RENEWAL_TERM_MONTHS = 12;
/** A membership can be renewed from this many days before its due date (the longest renewals window). */
export const RENEWAL_OPENS_DAYS = 90;

/** CSV import: at most this many rows per file. */
export const IMPORT_MAX_ROWS = 500;
/** Columns of the member CSV, in export order; import matches headers case-insensitively. */
export const MEMBER_CSV_COLUMNS = ['name', 'email', 'companyName', 'classification', 'phone', 'role', 'renewalDue'];
