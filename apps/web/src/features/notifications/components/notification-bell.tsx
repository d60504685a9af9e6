import * as webPaths from '@chapter/shared/web-paths';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useUnreadNotifications } from '../api/unread-notifications.ts';
import { notificationsMessages } from '../messages.ts';

/**
 * The header's bell: the unread count, and the way to the notification list (docs/notifications.md). Part of every
 * signed-in page, so it is only a link and a count; the list itself loads when opened.
 */
export function NotificationBell({ mobile }: { mobile: boolean }) {
  const t = useMessages(notificationsMessages);
  const unread = useUnreadNotifications();
  return (
    <Link
      to={webPaths.notifications}
      aria-label={unread ? t('bellUnread', { count: formatNumber(unread) }) : t('notifications')}
      data-testid="header-notifications"
      className={cn(
        'relative flex items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
        mobile ? 'size-10' : 'size-9',
      )}
    >
      <Bell className="size-5" aria-hidden="true" />
      <CountBadge count={unread} className="absolute -top-0.5 -end-0.5" label={t('unreadNotifications')} />
    </Link>
  );
}
