import type { LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';

interface TabLink {
  to: string;
  label: string;
  icon?: LucideIcon;
  /** Overrides the path match, for a section that is also the default (/settings shows appearance). */
  current?: boolean;
}

interface Props {
  /** The accessible name of the navigation, e.g. "About sections". */
  label: string;
  items: TabLink[];
  /** Vertical from the md breakpoint (settings), horizontal otherwise. */
  vertical?: boolean;
}

/** Sections of one screen as links, so each section has its own address (/about/changelog…). */
export function TabLinks({ label, items, vertical = false }: Props) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={label}
      className={cn('-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0', vertical && 'md:overflow-visible')}
    >
      <ul
        className={cn(
          'flex w-max gap-1 rounded-xl border bg-muted/60 p-1',
          vertical && 'md:w-full md:flex-col md:rounded-none md:border-0 md:bg-transparent md:p-0',
        )}
      >
        {items.map(({ to, label: text, icon: Icon, current }) => {
          const active = current ?? (pathname === to || pathname.startsWith(`${to}/`));
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'bg-card text-foreground shadow-xs ring-1 ring-border md:shadow-none'
                    : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                  vertical && active && 'md:bg-primary-soft md:text-primary md:ring-0',
                )}
              >
                {Icon && <Icon className="size-4" aria-hidden="true" />}
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
