import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import { cn } from '../../../lib/cn.ts';
import { formatCents } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { headline, occurredText, statusLabel, statusTone } from '../activity-format.ts';
import { legendLabel } from '../activity-types.ts';
import { activityMessages } from '../messages.ts';

const tones = {
  primary: 'bg-primary-soft text-primary',
  success: 'bg-success-soft text-success-strong',
  warning: 'bg-warning-soft text-warning-strong',
  destructive: 'bg-destructive-soft text-destructive-strong',
  muted: 'bg-muted text-muted-foreground',
};

export function StatusPill({ record }: { record: ActivityRecord }) {
  const labels = [statusLabel(record.status)];
  if (record.approvalStatus) labels.push(statusLabel(record.approvalStatus));
  if (record.type === 'testimonial') labels.splice(0, 1, legendLabel(record.published ? 'published' : 'private'));
  if (record.type === 'closed_business' || record.type === 'training_credit') labels.shift();
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tones[statusTone(record)])}>
      {labels.join(' · ')}
    </span>
  );
}

/** One record in a list: who, what, when, status; a dot while unread. */
export function ActivityRow({
  record,
  box,
  onOpen,
}: {
  record: ActivityRecord;
  box: 'given' | 'received' | 'group';
  onOpen: () => void;
}) {
  const t = useMessages(activityMessages);
  const timeZone = useGroupTimeZone();
  const money = formatCents(record.amountCents, record.currency);
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-start gap-3 rounded-xl border bg-card p-4 text-start shadow-xs transition-colors hover:bg-muted/50"
    >
      <span
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', record.unread ? 'bg-primary' : 'bg-transparent')}
        aria-hidden="true"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium">
            {headline(record, box)}
            {record.unread && <span className="sr-only"> {t('unreadMark')}</span>}
          </span>
          <StatusPill record={record} />
        </span>
        {/* The amount has its own place: a long description is cut off, never the money. */}
        <span className="flex min-w-0 items-baseline gap-2 text-sm text-muted-foreground">
          <span className="min-w-0 flex-1 truncate">
            {record.type === 'training_credit' ? t('creditCount', { count: record.credits ?? 0 }) : record.summary}
          </span>
          {money && <span className="shrink-0 font-medium text-foreground tabular-nums">{money}</span>}
        </span>
        <span className="text-xs text-muted-foreground">{occurredText(record, timeZone)}</span>
      </span>
    </button>
  );
}
