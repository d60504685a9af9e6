import { notificationsRoutes } from '@chapter/shared/api/notifications.routes';
import type { NotificationList } from '@chapter/shared/notifications.schemas';
import { type InfiniteData, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * The answer is the fresh count: the bell takes it at once, and the list shows the read ones read before it is
 * read again from the server. A read of the list already on its way was asked before the change: it is cancelled,
 * or its older answer would land on top and show them unread again.
 */
async function settle(unreadCount: number, isRead: (id: number) => boolean) {
  await queryClient.cancelQueries({ queryKey: notificationKeys.list });
  queryClient.setQueryData(notificationKeys.unread, unreadCount);
  queryClient.setQueryData<InfiniteData<NotificationList>>(notificationKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            unreadCount,
            items: p.items.map((n) => (isRead(n.id) ? { ...n, read: true } : n)),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
}

/** Opening a notification marks it read. */
export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: (id: number) => api(notificationsRoutes.read, { params: { id } }),
    onSuccess: ({ unreadCount }, id) => settle(unreadCount, (n) => n === id),
  });
}

export function useMarkAllNotificationsRead() {
  return useMutation({
    mutationFn: () => api(notificationsRoutes.readAll),
    onSuccess: ({ unreadCount }) => settle(unreadCount, () => true),
  });
}
