import { notificationsRoutes } from '@chapter/shared/api/notifications.routes';
import { UNREAD_COUNTS_STALE_MS } from '@chapter/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from './notification-keys.ts';

/** The bell's count: unread notifications; null until known (no badge rather than a made-up number). */
export function useUnreadNotifications(): number | null {
  const { data } = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => (await api(notificationsRoutes.list, { query: { limit: 1 }, signal })).unreadCount,
    staleTime: UNREAD_COUNTS_STALE_MS,
  });
  return data ?? null;
}
