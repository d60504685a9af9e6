import { BADGE_CAP, badgeText } from '@chapter/shared/constants';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { shellMessages } from './messages.ts';

/**
 * The chapter channel's unread count, beside the Inbox item's own badge and never added into it
 * (docs/chapter-channel.md "Unread counts"). It sits outside the Inbox link, so that link still reads "Inbox 2 unread"
 * and this badge "3 unread in the chapter channel". Quieter than the Inbox's red: the channel's chatter is not
 * addressed to the member. Taps pass through to the Inbox item under it. Nothing for zero or an unknown count.
 */
export function ChannelBadge({ count, className }: { count: number | null; className?: string }) {
  const t = useMessages(shellMessages);
  if (!count || count <= 0) return null;
  const text = badgeText(count, BADGE_CAP);
  return (
    <span
      role="img"
      aria-label={t('unreadInChannelCount', { count: text })}
      title={t('unreadInChannel')}
      className={cn(
        'pointer-events-none inline-flex h-4 min-w-4 shrink-0 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground tabular-nums',
        className,
      )}
    >
      {text}
    </span>
  );
}
