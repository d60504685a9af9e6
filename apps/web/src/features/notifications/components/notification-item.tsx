import type { NotificationKind } from '@chapter/shared/notifications.labels';
import type { Notification } from '@chapter/shared/notifications.schemas';
import { AtSign, CalendarClock, Coffee, Handshake, type LucideIcon, Quote, Send, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { relativeTime } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notificationsMessages } from '../messages.ts';

/** Each kind's icon; how it reads above the notification's own words is the `kindName` message. */
const ICONS: Record<NotificationKind, LucideIcon> = {
  referral: Send,
  closed_business: Handshake,
  one_to_one: Coffee,
  testimonial: Quote,
  approval: ShieldCheck,
  mention: AtSign,
  meeting: CalendarClock,
};

interface Props {
  item: Notification;
  timeZone: string | undefined;
  now: Date;
  onOpen: (item: Notification) => void;
}

/** One notification: what kind, who and what (its title), the detail, when; unread ones stand out. */
export function NotificationItem({ item, timeZone, now, onOpen }: Props) {
  const t = useMessages(notificationsMessages);
  const Icon = ICONS[item.kind];
  return (
    <li>
      <Link
        to={item.link}
        onClick={() => onOpen(item)}
        data-unread={!item.read}
        className={cn(
          'flex gap-3 rounded-2xl border p-4 transition-colors hover:bg-accent',
          item.read ? 'bg-card' : 'border-primary/30 bg-primary-soft',
        )}
      >
        <span
          className={cn(
            'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
            item.read ? 'bg-muted text-muted-foreground' : 'bg-primary text-primary-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2 text-xs text-muted-foreground">
            <span className="truncate">{t('kindName', { kind: item.kind })}</span>
            <time dateTime={item.createdAt} className="shrink-0 tabular-nums">
              {relativeTime(item.createdAt, timeZone, now)}
            </time>
          </span>
          <span className={cn('break-words', item.read ? 'font-normal' : 'font-semibold')}>
            {item.title}
            {!item.read && <span className="sr-only"> {t('unreadMark')}</span>}
          </span>
          {item.body && <span className="line-clamp-2 text-sm break-words text-muted-foreground">{item.body}</span>}
        </span>
      </Link>
    </li>
  );
}
