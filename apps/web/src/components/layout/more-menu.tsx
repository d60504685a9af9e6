import * as Menu from '@radix-ui/react-dropdown-menu';
import { Ellipsis, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { shellMessages } from './messages.ts';
import { MORE_ITEMS } from './nav-items.ts';
import { CollapsedTooltip, SidebarRowContent, sidebarRowClasses } from './sidebar-link.tsx';

const itemClasses =
  'flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm outline-none select-none ' +
  'data-[highlighted]:bg-accent data-[highlighted]:text-foreground';

/** The sidebar's More menu: Visitors, Support, About and Logout (docs/product-rules.md "Navigation and layout"). */
export function MoreMenu({ collapsed, onLogout }: { collapsed: boolean; onLogout: () => void }) {
  const t = useMessages(shellMessages);
  return (
    <Menu.Root>
      <CollapsedTooltip collapsed={collapsed} label={t('more')}>
        <Menu.Trigger className={cn(sidebarRowClasses(collapsed), 'data-[state=open]:bg-accent')}>
          <SidebarRowContent icon={Ellipsis} label={t('more')} collapsed={collapsed} />
        </Menu.Trigger>
      </CollapsedTooltip>
      <Menu.Portal>
        <Menu.Content
          side={collapsed ? 'right' : 'top'}
          align="start"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border bg-card p-1.5 text-card-foreground shadow-lg"
        >
          {MORE_ITEMS.map(({ to, label, icon: Icon }) => (
            <Menu.Item key={to} asChild className={itemClasses}>
              <Link to={to}>
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {label}
              </Link>
            </Menu.Item>
          ))}
          <Menu.Separator className="my-1.5 h-px bg-border" />
          <Menu.Item onSelect={onLogout} className={cn(itemClasses, 'text-destructive-strong')}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
