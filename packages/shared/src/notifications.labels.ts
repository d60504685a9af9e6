/**
 * Notification kinds and limits, without schemas: the header's bell and the list use them without loading the
 * validation library. notifications.schemas.ts re-exports them (docs/notifications.md).
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

/** How a kind reads on the list, beside the notification's own words. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  referral: 'Referral',
  closed_business: 'Thanks for closed business',
  one_to_one: 'One-to-one',
  testimonial: 'Testimonial',
  approval: 'Waiting for your approval',
  mention: 'Mention',
  meeting: 'Meeting change',
};

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** What each member keeps: the newest this many, none older than NOTIFICATIONS_KEEP_DAYS. */
export const NOTIFICATIONS_KEEP_PER_MEMBER = 200;
export const NOTIFICATIONS_KEEP_DAYS = 90;
