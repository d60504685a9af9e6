import { channels } from '@chapter/shared/realtime.channels';
import { queryClient } from '../../../lib/query-client.ts';
import { type Gap, refreshAfterGap, useChannel } from '../../../lib/realtime-channels.ts';
import { notificationKeys } from '../api/notification-keys.ts';

/** A read elsewhere carries the count; a new notification means the count and the list are read again. */
function onPublication(data: unknown): void {
  const event = data as { type?: string; unreadCount?: unknown } | null;
  if (event?.type === 'notifications_read' && typeof event.unreadCount === 'number') {
    queryClient.setQueryData(notificationKeys.unread, event.unreadCount);
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    return;
  }
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

const onGap = (gap: Gap) => void refreshAfterGap(notificationKeys.all, gap);

/**
 * App-wide listener on notifications:{me} (mounted by the signed-in layout): the bell's count and an open list
 * move without a reload.
 */
export function NotificationsLiveSync({ userId }: { userId: number }) {
  useChannel(channels.notifications(userId), { onPublication, onGap });
  return null;
}
