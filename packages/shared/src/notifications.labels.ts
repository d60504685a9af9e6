/**
 * Notification kinds and limits, without schemas: the server and the web app use them without loading the
 * validation library. notifications.schemas.ts re-exports them (docs/notifications.md). How each kind reads on the
 * list lives with the list (apps/web/src/features/notifications): this module is part of every page's first load.
 */

/** What a notification is about; each kind is written where the app already decides to alert a member. */
export const NOTIFICATION_KINDS = [
  'referral',
  'closed_business',
  'one_to_one',
  'testimonial',
  'approval',
  'mention',
  'meeting',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** What each member keeps: the newest this many, none older than NOTIFICATIONS_KEEP_DAYS. */
export const NOTIFICATIONS_KEEP_PER_MEMBER = 200;
export const NOTIFICATIONS_KEEP_DAYS = 90;
