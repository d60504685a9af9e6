import { cn } from '../../lib/cn.ts';
import { useRoleName } from '../../lib/i18n/roles.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { componentMessages } from '../messages.ts';

const STATUS_STYLES: Record<string, string> = {
  pending: 'border-warning/50 bg-warning-soft text-warning-strong',
  inactive: 'border-border bg-muted text-muted-foreground',
  expired: 'border-destructive/40 bg-destructive-soft text-destructive-strong',
};
/** The statuses the catalogue's `memberStatus` words ("Lapsed" for expired); any other shows as the API sends it. */
const NAMED_STATUSES = new Set(['pending', 'inactive', 'expired']);

/** A member's role, named in the active language; leadership roles stand out. */
export function RoleBadge({ role, leadership, className }: { role: string; leadership: boolean; className?: string }) {
  const roleName = useRoleName();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        leadership ? 'border-primary/30 bg-primary-soft text-primary' : 'border-border bg-muted text-muted-foreground',
        className,
      )}
    >
      {roleName(role)}
    </span>
  );
}

/** A membership status other than active (active needs no badge). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useMessages(componentMessages);
  if (status === 'active') return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        STATUS_STYLES[status] ?? STATUS_STYLES.inactive,
        className,
      )}
    >
      {NAMED_STATUSES.has(status) ? t('memberStatus', { status }) : status}
    </span>
  );
}
