import type { Profile } from '@chapter/shared/profile.schemas';
import { ArrowLeftRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useIsMobile } from '../../lib/media.ts';
import { TooltipProvider } from '../ui/tooltip.tsx';
import { type AdminMode, useAdminMode } from './admin-mode.ts';
import { AppHeader } from './app-header.tsx';
import { ConnectionStatus } from './connection-banner.tsx';
import { shellMessages } from './messages.ts';
import { Sidebar } from './sidebar.tsx';

/** On a phone in admin mode, a banner leads back to the member area (docs/product-rules.md "Navigation and layout"). */
function AdminModeBanner({ mode }: { mode: AdminMode }) {
  const t = useMessages(shellMessages);
  return (
    <button
      type="button"
      onClick={mode.exit}
      className="flex w-full items-center justify-center gap-2 border-b border-primary/20 bg-primary-soft px-4 py-2.5 text-sm font-medium text-primary"
    >
      <ArrowLeftRight className="size-4 shrink-0" aria-hidden="true" />
      {t('viewingManagement')}
    </button>
  );
}

interface Props {
  user: Profile;
  onLogout: () => void;
  children: ReactNode;
  /** The header's notification bell, sized for a phone or not. */
  bell: (mobile: boolean) => ReactNode;
  /** The bottom bar of a phone (components/layout/bottom-bar.tsx), given today's meeting by the app. */
  bottomBar: (mode: AdminMode) => ReactNode;
  /** App-wide pieces without a place in the layout (update dialog, theme sync). */
  overlays?: ReactNode;
}

/**
 * The signed-in frame: a collapsible sidebar on wide screens, a bottom bar on narrow ones, the header,
 * the connection banner and the page. The window scrolls, so phones can tuck their address bar away.
 */
export function AppShell({ user, onLogout, bell, bottomBar, children, overlays }: Props) {
  const t = useMessages(shellMessages);
  const mobile = useIsMobile();
  const mode = useAdminMode(user);
  return (
    <TooltipProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <div className="flex min-h-dvh">
        {!mobile && <Sidebar user={user} mode={mode} onLogout={onLogout} />}
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader user={user} mode={mode} mobile={mobile} bell={bell(mobile)} />
          {mobile && mode.active && <AdminModeBanner mode={mode} />}
          <ConnectionStatus />
          <main
            id="main"
            // On a phone, room at the end for what floats over the page's foot: the bottom bar and the connection pill,
            // more while a problem shows (offline it takes three lines at 360 px, and covered a list's "Show more").
            // Not on a conversation, whose frame fills the screen exactly and lifts the pill over its message box.
            className={cn(
              'mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8',
              mobile && 'pb-32 sm:pb-32 [body:has([data-connection-problem]):not(:has([data-chat-frame]))_&]:pb-48',
            )}
          >
            {children}
          </main>
        </div>
      </div>
      {mobile && bottomBar(mode)}
      {overlays}
    </TooltipProvider>
  );
}
