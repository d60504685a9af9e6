import type { Profile } from '@chapter/shared/profile.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useRoleName } from '../../lib/i18n/roles.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Avatar } from '../ui/avatar.tsx';
import { type AdminMode, adminTitle } from './admin-mode.ts';
import { APP_NAME, BrandMark } from './brand.tsx';
import { shellMessages } from './messages.ts';
import { ModeToggle } from './mode-toggle.tsx';
import { useSearchShortcut } from './search-shortcut.ts';
import { useHeaderVisible } from './use-header-visibility.ts';

interface Props {
  user: Profile;
  mode: AdminMode;
  mobile: boolean;
  /** The notification bell, given by the app (components never import a feature). */
  bell: ReactNode;
}

/**
 * The page header (64 px, 56 on short screens). It slides away while the user scrolls down and
 * returns on the way up; in admin mode it reads '{role} Dashboard'.
 */
export function AppHeader({ user, mode, mobile, bell }: Props) {
  const t = useMessages(shellMessages);
  const roleName = useRoleName();
  const visible = useHeaderVisible();
  const navigating = useNavigation().state === 'loading';
  const title = mode.active ? adminTitle(user) : (user.group?.name ?? APP_NAME);
  useSearchShortcut(!mobile);
  // A leader's phone header carries the panel toggle, or in admin mode the long '{role} Dashboard' title: the brand
  // mark gives them the room (Home is in the bottom bar, the banner leads back), so the title reads whole at 360 px
  // beside search, the bell and the avatar.
  const toggleInHeader = mobile && mode.available && !mode.active;
  const brandInHeader = mobile && !mode.available;

  return (
    <header
      data-visible={visible}
      className={cn(
        'sticky top-0 z-30 h-16 shrink-0 border-b bg-background/85 backdrop-blur transition-transform duration-200 supports-[backdrop-filter]:bg-background/70 [@media(max-height:640px)]:h-14',
        !visible && '-translate-y-full',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-x-0 top-0 h-0.5 origin-left bg-primary transition-transform duration-500',
          navigating ? 'scale-x-75' : 'scale-x-0',
        )}
      />
      <div className={cn('flex h-full items-center px-4 sm:px-6 lg:px-8', mobile ? 'gap-2' : 'gap-3')}>
        {brandInHeader && (
          <Link to={webPaths.home} aria-label={t('chapterHome')} className="shrink-0 rounded-md">
            <BrandMark />
          </Link>
        )}
        {/* On a phone the title may take two lines: "Riverside Chapter" beside a leader's panel toggle was "Rivers…". */}
        <p
          className={cn(
            'min-w-[4.5rem] flex-1 font-semibold tracking-tight',
            mobile ? 'line-clamp-2 text-[15px] leading-tight break-words' : 'truncate text-lg',
          )}
          data-testid="header-title"
        >
          {title}
        </p>
        <div className={cn('ms-auto flex shrink-0 items-center', mobile ? 'gap-1' : 'gap-3')}>
          {/* The search screen loads when opened: only this link is part of every page. */}
          <Link
            to={webPaths.search}
            aria-label={t('search')}
            aria-keyshortcuts={mobile ? undefined : '/'}
            data-testid="header-search"
            className={cn(
              'flex items-center gap-2 rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
              mobile ? 'size-10 justify-center' : 'h-9 rounded-lg border bg-card px-3 text-sm shadow-xs',
            )}
          >
            <Search className="size-5 sm:size-4" aria-hidden="true" />
            {!mobile && (
              <>
                <span className="hidden lg:inline">{t('search')}</span>
                <kbd className="rounded border bg-muted px-1.5 font-sans text-xs">/</kbd>
              </>
            )}
          </Link>
          {bell}
          {/* In admin mode a phone has the banner under the header to switch back: the title gets the room. */}
          {toggleInHeader && <ModeToggle mode={mode} compact />}
          <Link
            to={webPath(webPaths.profile, { userId: 'me' })}
            className="flex items-center gap-3 rounded-full p-0.5 transition-colors hover:bg-accent sm:rounded-xl sm:py-1 sm:pe-3 sm:ps-1"
            data-testid="current-user"
          >
            <Avatar name={user.name} src={user.profileImageUrl} size={96} className="size-9" />
            <span className={cn('min-w-0 text-start leading-tight', mobile && 'sr-only')}>
              <span className="block max-w-[14rem] truncate text-sm font-medium">{user.name}</span>
              <span className="block max-w-[14rem] truncate text-xs text-muted-foreground">{roleName(user.role)}</span>
            </span>
          </Link>
        </div>
      </div>
    </header>
  );
}
