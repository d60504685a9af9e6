import type { Profile } from '@chapter/shared/profile.schemas';
import { Activity, CalendarDays, Home, Inbox, LogOut, type LucideIcon, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { can, canEnterAdmin } from '../../lib/permissions.ts';
import { Button } from '../ui/button.tsx';
import { Brand } from './brand.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The path prefix that marks the item current (Activity spans several pages). */
  section: string;
  permission?: string;
}

/** Seed §2 main items; each needs its permission. */
const MAIN_NAV: NavItem[] = [
  { to: '/home', section: '/home', label: 'Home', icon: Home },
  { to: '/calendar', section: '/calendar', label: 'Calendar', icon: CalendarDays, permission: 'view_meetings' },
  { to: '/activity/referral', section: '/activity', label: 'Activity', icon: Activity, permission: 'view_activity' },
  { to: '/roster', section: '/roster', label: 'Roster', icon: Users, permission: 'view_members' },
  { to: '/inbox', section: '/inbox', label: 'Inbox', icon: Inbox },
];
const ADMIN_NAV: NavItem = { to: '/admin/dashboard', section: '/admin', label: 'Admin', icon: ShieldCheck };

interface Props {
  user: Profile;
  onLogout: () => void;
  children: ReactNode;
}

/** The signed-in frame: header with the app name, the user, navigation, theme and logout. */
export function AppShell({ user, onLogout, children }: Props) {
  const { pathname } = useLocation();
  const navigating = useNavigation().state === 'loading';
  const items = MAIN_NAV.filter((item) => !item.permission || can(user, item.permission));
  if (canEnterAdmin(user)) items.push(ADMIN_NAV);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
        <div
          aria-hidden="true"
          className={cn('h-0.5 bg-primary transition-all duration-500', navigating ? 'w-2/3' : 'w-0 opacity-0')}
        />
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 md:h-16 md:flex-nowrap">
          <Link to="/home" className="flex h-14 shrink-0 items-center rounded-md md:h-auto" aria-label="Chapter home">
            <Brand />
          </Link>
          <nav aria-label="Main" className="order-last -mx-4 w-[calc(100%+2rem)] md:order-none md:mx-0 md:w-auto">
            <ul className="flex gap-1 overflow-x-auto border-t px-3 py-1.5 md:border-0 md:p-0">
              {items.map(({ to, label, icon: Icon, section }) => {
                const current = pathname === section || pathname.startsWith(`${section}/`);
                return (
                  <li key={to}>
                    <Link
                      to={to}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                        current
                          ? 'bg-primary-soft text-primary'
                          : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                      )}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2">
            <div className="mr-1 min-w-0 text-right leading-tight" data-testid="current-user">
              <p className="truncate text-sm font-medium sm:max-w-[14rem]">{user.name}</p>
              <p className="truncate text-xs text-muted-foreground sm:max-w-[14rem]">{user.role}</p>
            </div>
            <ThemeToggle />
            <Button variant="ghost" size="sm" onClick={onLogout} aria-label="Logout" className="text-muted-foreground">
              <LogOut aria-hidden="true" />
              <span className="hidden sm:inline">Logout</span>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
