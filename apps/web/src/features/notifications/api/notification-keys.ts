/** Query keys of the notification list; ['notifications'] covers the list and the bell's count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  /** The bell's unread count (a one-row page of the list: its count covers the whole list). */
  unread: ['notifications', 'unread'] as const,
};
