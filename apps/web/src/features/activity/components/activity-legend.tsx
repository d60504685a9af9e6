import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { LegendEntry } from '../activity-types.ts';
import { activityMessages } from '../messages.ts';

const tones: Record<LegendEntry['tone'], string> = {
  primary: 'bg-primary',
  success: 'bg-success',
  warning: 'bg-warning',
  destructive: 'bg-destructive',
  muted: 'bg-muted-foreground',
};

/** What each status of this activity type means. */
export function ActivityLegend({ id, entries }: { id: string; entries: LegendEntry[] }) {
  const t = useMessages(activityMessages);
  return (
    <section id={id} aria-label={t('legend')} className="rounded-2xl border bg-card p-5 shadow-xs">
      <ul className="grid gap-3 sm:grid-cols-2">
        {entries.map(({ label, meaning, tone }) => (
          <li key={label} className="flex items-start gap-3 text-sm">
            <span className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', tones[tone])} aria-hidden="true" />
            <span>
              <span className="font-medium">{label}</span>
              <span className="text-muted-foreground"> — {meaning}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
