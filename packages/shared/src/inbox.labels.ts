/**
 * Inbox limits, without schemas: screens that only show or choose them load
 * no validation code. The schemas module re-exports them.
 */

/** Longest message body, counted after trimming. */
export const MESSAGE_MAX_LENGTH = 5000;
export const INBOX_PAGE_DEFAULT = 20;
export const INBOX_PAGE_MAX = 100;
