import { BellOff, CheckCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read.ts';
import { notificationsMessages } from '../messages.ts';
import { NotificationItem } from './notification-item.tsx';

/**
 * /notifications: what happened for the member while they were away (docs/notifications.md), newest first.
 * Opening one goes to its record and marks it read; "Mark all as read" clears the bell.
 */
export function NotificationsScreen() {
  const t = useMessages(notificationsMessages);
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const timeZone = useGroupTimeZone();
  const now = new Date();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  let body: ReactNode;
  if (list.isPending) body = <LoadingCards count={4} className="sm:grid-cols-1 lg:grid-cols-1" />;
  else if (list.isError)
    body = <ErrorState message={(list.error as Error).message} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState icon={BellOff} title={t('nothingNew')}>
        {t('emptyHint')}
      </EmptyState>
    );
  else
    body = (
      <>
        <ul className="flex flex-col gap-2" aria-label={t('notifications')}>
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              timeZone={timeZone}
              now={now}
              onOpen={(n) => {
                if (!n.read) markRead.mutate(n.id);
              }}
            />
          ))}
        </ul>
        <ShowMore list={list} />
      </>
    );

  return (
    <ScreenIntro title={t('notifications')} description={t('intro')}>
      {unread > 0 && (
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">{t('unreadCount', { count: formatNumber(unread) })}</p>
          <Button
            variant="secondary"
            size="sm"
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: (err) => notifyFailed(t('notMarked'), err) })}
          >
            <CheckCheck aria-hidden="true" />
            {t('markAllRead')}
          </Button>
        </div>
      )}
      {body}
    </ScreenIntro>
  );
}
