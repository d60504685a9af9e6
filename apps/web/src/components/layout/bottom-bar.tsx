import type { Meeting } from '@chapter/shared/meetings.schemas';
import type { Profile } from '@chapter/shared/profile.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { Ellipsis } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useChapterChannelUnreadCount, useInboxUnreadCount } from '../../lib/unread-counts.ts';
import { CountBadge } from '../ui/count-badge.tsx';
import type { AdminMode } from './admin-mode.ts';
import { ChannelBadge } from './channel-badge.tsx';
import { shellMessages } from './messages.ts';
import {
  ADMIN_BAR_SLOTS,
  adminItems,
  CALENDAR_ITEM,
  isCurrent,
  MAIN_ITEMS,
  meetingDayItem,
  type NavItem,
  navItem,
  visibleItems,
} from './nav-items.ts';

/**
 * Narrow screens: the main items (or the first admin items) and More, fixed to the bottom edge. On meeting day a
 * leader who records attendance finds it in Calendar's place. `action`, given by the app, sits in the centre: the
 * quick slip's button (docs/quick-slip.md "Where it starts"), a button among the links rather than one of them.
 */
export function BottomBar({
  user,
  mode,
  today,
  action,
}: {
  user: Profile;
  mode: AdminMode;
  today: Meeting | undefined;
  action?: ReactNode;
}) {
  const t = useMessages(shellMessages);
  const { pathname } = useLocation();
  const inboxUnread = useInboxUnreadCount();
  const channelUnread = useChapterChannelUnreadCount();
  const more: NavItem = mode.active
    ? navItem('more', { to: webPaths.adminMore, section: webPaths.adminMore, icon: Ellipsis })
    : navItem('more', { to: webPaths.more, section: webPaths.more, icon: Ellipsis });
  const items = mode.active
    ? adminItems(user).slice(0, ADMIN_BAR_SLOTS)
    : visibleItems(user, MAIN_ITEMS).map((item) => (today && item === CALENDAR_ITEM ? meetingDayItem(today.id) : item));

  const slots = items.length + 1 + (action ? 1 : 0);
  const links = [...items, more];
  // Home, Calendar, Activity | the action | Roster, Inbox, More: the thumb finds it in the middle.
  const centre = Math.ceil(links.length / 2);
  return (
    <nav
      aria-label={t(mode.active ? 'adminNavigation' : 'mainNavigation')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85"
    >
      <ul className="flex h-16 items-stretch">
        {links.map((item, index) => {
          const current = isCurrent(pathname, item.section);
          const Icon = item.icon;
          return [
            action && index === centre && (
              <li key="action" className="relative min-w-0 flex-1">
                {action}
              </li>
            ),
            <li key={item.to} className="relative min-w-0 flex-1">
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex h-full flex-col items-center justify-center gap-1 font-medium transition-colors',
                  // Six slots (meeting day's Attendance) leave 60 px each on a 360 px phone: "Attendance" fits at
                  // 10 px, set a little tighter.
                  slots > 5 ? 'text-[10px] tracking-tight' : 'text-[11px]',
                  current ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span className="relative">
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      current && 'bg-primary-soft',
                    )}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {item.badge === 'inbox' && (
                    <CountBadge
                      count={inboxUnread}
                      className="absolute -top-1.5 start-7 h-4 min-w-4 px-1 text-[10px]"
                    />
                  )}
                </span>
                {/* A label longer than its slot (German, the 40 %-longer pseudo locale) takes a second line, broken
                    where its language hyphenates or else anywhere, instead of being cut off. */}
                <span className="line-clamp-2 max-w-full hyphens-auto px-0.5 text-center leading-[1.1] [overflow-wrap:anywhere]">
                  {item.label}
                </span>
              </Link>
              {item.badge === 'inbox' && (
                // On the icon's other top corner, mirroring the Inbox's own badge.
                <ChannelBadge count={channelUnread} className="absolute top-1 end-[calc(50%+0.25rem)]" />
              )}
            </li>,
          ];
        })}
      </ul>
    </nav>
  );
}
