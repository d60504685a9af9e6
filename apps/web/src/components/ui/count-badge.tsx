import { BADGE_CAP, badgeText } from '@chapter/shared/constants';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { componentMessages } from '../messages.ts';

interface Props {
  count: number | null | undefined;
  /** 999+ everywhere, 9999+ for the inbox in the sidebar (docs/product-rules.md "Badges"). */
  cap?: number;
  /** Read after the item's name; "unread" (in the active language) unless given. */
  label?: string;
  className?: string;
}

/** An unread count; nothing at all for zero or an unknown count. */
export function CountBadge({ count, cap = BADGE_CAP, label, className }: Props) {
  const t = useMessages(componentMessages);
  if (!count || count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-[11px] leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      {badgeText(count, cap)}
      <span className="sr-only"> {label ?? t('unread')}</span>
    </span>
  );
}
