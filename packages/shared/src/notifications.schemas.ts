import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX } from './notifications.labels.ts';
import { said } from './validation/said.ts';

export {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_KEEP_DAYS,
  NOTIFICATIONS_KEEP_PER_MEMBER,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
  type NotificationKind,
} from './notifications.labels.ts';

/** One entry of the member's notification list (docs/notifications.md): who and what in the title, when, where to. */
export const notification = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The screen that shows the record, inside the app (starts with "/"). */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

/** Opaque keyset cursor: digits only. */
const cursor = z.string().regex(/^\d{1,15}$/, said('invalidCursor'));

/** GET /api/notifications?cursor=&limit= */
export const notificationListQuery = z.object({
  cursor: cursor.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_DEFAULT),
});

/** Newest first; the unread count covers the whole list, not just this page. */
export const notificationListResponse = z.object({
  items: z.array(notification),
  unreadCount: z.number(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListResponse>;

export const notificationParams = z.object({ id: z.coerce.number().int().positive() });

/** After marking one or all read: the caller's unread count. */
export const notificationsReadResponse = z.object({ unreadCount: z.number() });

// ── Real-time events (publications on notifications:{userId}) ──

/** A new notification for the channel's owner; the client fetches its fresh count. */
export const notificationNewEvent = z.object({ type: z.literal('notification_new'), notification });
/** The owner read one or all (on another device, say): their unread count now. */
export const notificationsReadEvent = z.object({ type: z.literal('notifications_read'), unreadCount: z.number() });
export const notificationEvent = z.discriminatedUnion('type', [notificationNewEvent, notificationsReadEvent]);
export type NotificationEvent = z.infer<typeof notificationEvent>;
