import { Inbox, ListChecks, Send } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { useActivityUnreadCounts } from '../../../lib/unread-counts.ts';
import { ACTIVITY_TYPES } from '../activity-types.ts';
import { ActivityLegend } from './activity-legend.tsx';

type Filter = 'given' | 'received';

/**
 * One activity type: Given/Received tabs with unread badges (999+), and a legend whose visibility is kept
 * in the address (showLegend=true) so a shared link opens the same way.
 */
export function ActivityView({ type }: { type: keyof typeof ACTIVITY_TYPES }) {
  const info = ACTIVITY_TYPES[type];
  const [params, setParams] = useSearchParams();
  const counts = useActivityUnreadCounts();
  const ids = useId();
  const filter: Filter = params.get('filter') === 'received' ? 'received' : 'given';
  const showLegend = params.get('showLegend') === 'true';
  if (!info) return null;

  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };
  const tabs: Array<{ id: Filter; label: string; count: number | undefined; icon: typeof Send }> = [
    { id: 'given', label: 'Given', count: counts?.givenCount, icon: Send },
    { id: 'received', label: 'Received', count: counts?.receivedCount, icon: Inbox },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label="Filter" className="inline-flex gap-1 rounded-xl border bg-muted/60 p-1">
          {tabs.map(({ id, label, count, icon: Icon }) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`${ids}-${id}`}
              aria-selected={filter === id}
              aria-controls={`${ids}-panel`}
              onClick={() => update((next) => (id === 'given' ? next.delete('filter') : next.set('filter', id)))}
              className={cn(
                'flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors',
                filter === id
                  ? 'bg-card text-foreground shadow-xs ring-1 ring-border'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
              <CountBadge count={count} />
            </button>
          ))}
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showLegend}
          aria-controls={`${ids}-legend`}
          onClick={() => update((next) => (showLegend ? next.delete('showLegend') : next.set('showLegend', 'true')))}
        >
          <ListChecks aria-hidden="true" />
          {showLegend ? 'Hide legend' : 'Show legend'}
        </Button>
      </div>
      {showLegend && <ActivityLegend id={`${ids}-legend`} entries={info.legend} />}
      <div
        role="tabpanel"
        id={`${ids}-panel`}
        aria-labelledby={`${ids}-${filter}`}
        className="flex flex-col items-center rounded-2xl border border-dashed bg-card/50 px-6 py-14 text-center"
      >
        <span className="rounded-full bg-primary-soft p-3 text-primary">
          {filter === 'given' ? (
            <Send className="size-6" aria-hidden="true" />
          ) : (
            <Inbox className="size-6" aria-hidden="true" />
          )}
        </span>
        <h2 className="mt-4 font-semibold">
          No {info.noun} {filter} yet
        </h2>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">{filter === 'given' ? info.given : info.received}</p>
      </div>
    </div>
  );
}
