import type { NotificationKind } from '@chapter/shared/notifications.labels';
import type { Notification } from '@chapter/shared/notifications.schemas';
import { AtSign, CalendarClock, Coffee, Handshake, type LucideIcon, Quote, Send, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { relativeTime } from '../../../lib/format/index.ts';

/** How each kind reads above the notification's own words, and its icon. */
const KIND_LABELS: Record<NotificationKind, string> = {
  referral: 'Referral',
  closed_business: 'Thanks for closed business',
  one_to_one: 'One-to-one',
  testimonial: 'Testimonial',
  approval: 'Waiting for your approval',
  mention: 'Mention',
  meeting: 'Meeting change',
};

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
            <span className="truncate">{KIND_LABELS[item.kind]}</span>
            <time dateTime={item.createdAt} className="shrink-0 tabular-nums">
              {relativeTime(item.createdAt, timeZone, now)}
            </time>
          </span>
          <span className={cn('break-words', item.read ? 'font-normal' : 'font-semibold')}>
            {item.title}
            {!item.read && <span className="sr-only"> (unread)</span>}
          </span>
          {item.body && <span className="line-clamp-2 text-sm break-words text-muted-foreground">{item.body}</span>}
        </span>
      </Link>
    </li>
  );
}
