import { SIDEBAR_INBOX_BADGE_CAP } from '@chapter/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { CountBadge } from '../ui/count-badge.tsx';
import { WithTooltip } from '../ui/tooltip.tsx';
import type { NavItem } from './nav-items.ts';

/** The look of one sidebar row, shared by links and the buttons (mode toggle, More). */
export function sidebarRowClasses(collapsed: boolean, current = false): string {
  return cn(
    'relative flex h-10 w-full items-center gap-3 rounded-lg text-sm font-medium transition-colors',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring',
    collapsed ? 'justify-center px-0' : 'px-3',
    current ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
  );
}

interface RowContentProps {
  icon: NavItem['icon'];
  label: string;
  collapsed: boolean;
  badge?: number | null;
  /** Lets a long label ('Secretary Treasurer Panel') wrap instead of being cut short. */
  wrap?: boolean;
}

/** Icon, label and badge; collapsed rows keep the label for screen readers only. */
export function SidebarRowContent({ icon: Icon, label, collapsed, badge, wrap = false }: RowContentProps) {
  return (
    <>
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      <span className={collapsed ? 'sr-only' : cn('min-w-0 flex-1 text-start', wrap ? 'leading-snug' : 'truncate')}>
        {label}
      </span>
      <CountBadge
        count={badge}
        cap={SIDEBAR_INBOX_BADGE_CAP}
        className={collapsed ? 'absolute top-0 end-0.5 h-4 min-w-4 px-1 text-[10px]' : undefined}
      />
    </>
  );
}

/** Shows the tooltip only when the sidebar is collapsed to icons. */
export function CollapsedTooltip({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: string;
  children: ReactNode;
}) {
  return collapsed ? <WithTooltip label={label}>{children}</WithTooltip> : children;
}

interface LinkProps {
  item: NavItem;
  current: boolean;
  collapsed: boolean;
  badge?: number | null;
}

export function SidebarLink({ item, current, collapsed, badge }: LinkProps) {
  return (
    <CollapsedTooltip collapsed={collapsed} label={item.label}>
      <Link to={item.to} aria-current={current ? 'page' : undefined} className={sidebarRowClasses(collapsed, current)}>
        <SidebarRowContent icon={item.icon} label={item.label} collapsed={collapsed} badge={badge} />
      </Link>
    </CollapsedTooltip>
  );
}
