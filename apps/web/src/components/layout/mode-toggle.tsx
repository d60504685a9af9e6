import { ArrowLeftRight, ShieldCheck } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import type { AdminMode } from './admin-mode.ts';
import { CollapsedTooltip, SidebarRowContent } from './sidebar-link.tsx';

/** 'Exit Admin' in admin mode, '{role} Panel' otherwise; only for users with admin access. */
export function ModeToggle({
  mode,
  collapsed = false,
  compact = false,
}: {
  mode: AdminMode;
  collapsed?: boolean;
  compact?: boolean;
}) {
  if (!mode.available) return null;
  if (compact) {
    return (
      <button
        type="button"
        onClick={mode.toggle}
        // One word a line ("Secretary / Treasurer / Panel"): as narrow as the longest word, so the page title beside
        // it keeps room for two whole lines on a 360 px phone.
        className="inline-flex min-h-10 items-center gap-1.5 rounded-2xl border border-primary/30 bg-primary-soft px-2.5 py-1 text-start text-[11px] leading-tight font-semibold text-primary transition-colors hover:bg-primary/15"
      >
        <ArrowLeftRight className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="w-min">{mode.toggleLabel}</span>
      </button>
    );
  }
  return (
    <CollapsedTooltip collapsed={collapsed} label={mode.toggleLabel}>
      <button
        type="button"
        onClick={mode.toggle}
        className={cn(
          'relative flex min-h-10 w-full items-center gap-3 rounded-lg border py-2 text-sm font-semibold transition-colors',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring',
          collapsed ? 'justify-center px-0' : 'px-3',
          mode.active
            ? 'border-border bg-card text-foreground hover:bg-accent'
            : 'border-primary/30 bg-primary-soft text-primary hover:bg-primary/15',
        )}
      >
        <SidebarRowContent
          icon={mode.active ? ArrowLeftRight : ShieldCheck}
          label={mode.toggleLabel}
          collapsed={collapsed}
          wrap
        />
      </button>
    </CollapsedTooltip>
  );
}
