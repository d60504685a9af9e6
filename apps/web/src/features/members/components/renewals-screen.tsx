import type { RenewalWindow } from '@chapter/shared/lifecycle.schemas';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useRenewals } from '../api/list-renewals.ts';
import { useRenewalSummary } from '../api/renewal-summary.ts';
import { membersMessages } from '../messages.ts';
import { RenewalRow } from './renewal-row.tsx';

/** The windows, each with its field in the summary; their words are `windowName` and `windowEmpty`. */
const WINDOWS: Array<{ key: RenewalWindow; count: 'overdue' | 'within30' | 'within60' | 'within90' }> = [
  { key: 'overdue', count: 'overdue' },
  { key: '30', count: 'within30' },
  { key: '60', count: 'within60' },
  { key: '90', count: 'within90' },
];

/** /admin/renewals: memberships overdue or due within 30/60/90 days; renew or lapse each. */
export function RenewalsScreen() {
  const t = useMessages(membersMessages);
  const summary = useRenewalSummary();
  const [selected, setSelected] = useState<RenewalWindow>('30');
  const renewals = useRenewals(selected);
  const items = renewals.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ScreenIntro title={t('renewalsTitle')} description={t('renewalsIntro')}>
      <div role="tablist" aria-label={t('dueWithin')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {WINDOWS.map(({ key, count }) => {
          const n = summary.data?.[count];
          return (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={selected === key}
              onClick={() => setSelected(key)}
              className={cn(
                'flex flex-col items-start rounded-2xl border bg-card p-4 text-start shadow-xs transition-colors',
                selected === key ? 'border-primary ring-2 ring-primary/20' : 'hover:bg-accent',
              )}
            >
              <span className="text-sm text-muted-foreground">{t('windowName', { window: key })}</span>
              <span
                className={cn(
                  'text-2xl font-semibold tabular-nums',
                  key === 'overdue' && n ? 'text-destructive-strong' : '',
                )}
              >
                {n ?? '–'}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel">
        {renewals.isPending ? (
          <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />
        ) : renewals.isError ? (
          <ErrorState message={renewals.error.message} onRetry={() => void renewals.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={CalendarCheck} title={t('allCaughtUp')}>
            <p>{t('windowEmpty', { window: selected })}</p>
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col gap-3" aria-label={t('membershipsDue')}>
              {items.map((item) => (
                <li key={item.userId}>
                  <RenewalRow item={item} />
                </li>
              ))}
            </ul>
            <ShowMore list={renewals} />
          </div>
        )}
      </div>
    </ScreenIntro>
  );
}
