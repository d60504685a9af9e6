import type { Profile } from '@chapter/shared/profile.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useLocalValue } from '../../lib/local-store.ts';
import { useChapterChannelUnreadCount, useInboxUnreadCount } from '../../lib/unread-counts.ts';
import type { AdminMode } from './admin-mode.ts';
import { Brand, BrandMark } from './brand.tsx';
import { ChannelBadge } from './channel-badge.tsx';
import { shellMessages } from './messages.ts';
import { ModeToggle } from './mode-toggle.tsx';
import { MoreMenu } from './more-menu.tsx';
import { ACCOUNT_ITEMS, adminItems, isCurrent, MAIN_ITEMS, visibleItems } from './nav-items.ts';
import { SidebarLink } from './sidebar-link.tsx';

// The expanded state is remembered on this device and starts expanded (docs/product-rules.md "Navigation and layout").
const EXPANDED_KEY = 'sidebarExpanded';
// Widths expanded and collapsed (docs/product-rules.md "Navigation and layout").
const WIDTH_EXPANDED = 240;
const WIDTH_COLLAPSED = 72;

interface Props {
  user: Profile;
  mode: AdminMode;
  onLogout: () => void;
}

/** The wide-screen navigation: main or admin items, then Profile, Settings and More. */
export function Sidebar({ user, mode, onLogout }: Props) {
  const t = useMessages(shellMessages);
  const { pathname } = useLocation();
  const [stored, setStored] = useLocalValue(EXPANDED_KEY, 'true');
  const collapsed = stored === 'false';
  const inboxUnread = useInboxUnreadCount();
  const channelUnread = useChapterChannelUnreadCount();
  const items = mode.active ? adminItems(user) : visibleItems(user, MAIN_ITEMS);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    // The aside runs the page's full height (its background and border); its content stays in view.
    <aside
      data-collapsed={collapsed}
      style={{ width: collapsed ? WIDTH_COLLAPSED : WIDTH_EXPANDED }}
      className="shrink-0 border-e bg-card transition-[width] duration-200"
    >
      <div className="sticky top-0 flex h-dvh flex-col">
        <div className={cn('flex h-16 shrink-0 items-center gap-2', collapsed ? 'justify-center px-2' : 'px-4')}>
          <Link to={webPaths.home} className="min-w-0 flex-1 rounded-md" aria-label={t('chapterHome')}>
            {collapsed ? <BrandMark className="mx-auto" /> : <Brand />}
          </Link>
          {!collapsed && (
            <button
              type="button"
              onClick={() => setStored('false')}
              aria-label={t('collapseSidebar')}
              aria-expanded="true"
              className="rounded-md p-1.5 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
            >
              <ToggleIcon className="size-5" aria-hidden="true" />
            </button>
          )}
        </div>
        {collapsed && (
          <button
            type="button"
            onClick={() => setStored('true')}
            aria-label={t('expandSidebar')}
            aria-expanded="false"
            className="mx-auto mb-2 rounded-md p-2 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          >
            <ToggleIcon className="size-5" aria-hidden="true" />
          </button>
        )}
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-3 pb-3">
          {mode.available && <ModeToggle mode={mode} collapsed={collapsed} />}
          <nav aria-label={t(mode.active ? 'adminNavigation' : 'mainNavigation')}>
            {!collapsed && mode.active && (
              <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t('management')}
              </p>
            )}
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.to} className={cn('relative', !collapsed && 'flex items-center gap-1.5')}>
                  <div className="min-w-0 flex-1">
                    <SidebarLink
                      item={item}
                      current={isCurrent(pathname, item.section)}
                      collapsed={collapsed}
                      badge={item.badge === 'inbox' ? inboxUnread : undefined}
                    />
                  </div>
                  {item.badge === 'inbox' && (
                    <ChannelBadge count={channelUnread} className={collapsed ? 'absolute end-0.5 bottom-0' : 'me-1'} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('accountNavigation')} className="mt-auto border-t pt-3">
            <ul className="flex flex-col gap-1">
              {ACCOUNT_ITEMS.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} current={isCurrent(pathname, item.section)} collapsed={collapsed} />
                </li>
              ))}
              <li>
                <MoreMenu collapsed={collapsed} onLogout={onLogout} />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </aside>
  );
}
