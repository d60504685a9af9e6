import type { ActivityStatus } from '@chapter/shared/activity.labels';
import { Inbox, ListChecks, Plus, Send } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useActivityUnreadCounts } from '../../../lib/unread-counts.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { statusFilters, statusLabel, TYPE_OF_SLUG } from '../activity-format.ts';
import { ACTIVITY_TYPES } from '../activity-types.ts';
import { useActivity } from '../api/get-activity.ts';
import { useMarkSeen } from '../api/mark-seen.ts';
import { activityMessages } from '../messages.ts';
import { ActivityLegend } from './activity-legend.tsx';
import { ActivityList } from './activity-list.tsx';

type Filter = 'given' | 'received';

// The form (react-hook-form, the member list it offers) loads when a member first opens it, not with the page
// (docs/web-delivery.md); once opened it stays mounted, so a closed draft is still there when it opens again.
const ActivityFormDialog = lazy(() =>
  import('./activity-form-dialog.tsx').then((m) => ({ default: m.ActivityFormDialog })),
);

// The detail dialog (with its edit form) loads when a record is first opened, and stays mounted after.
const ActivityDetailDialog = lazy(() =>
  import('./activity-detail-dialog.tsx').then((m) => ({ default: m.ActivityDetailDialog })),
);

/**
 * One activity type: Given/Received tabs with unread badges (999+), and a legend whose visibility is kept
 * in the address (showLegend=true) so a shared link opens the same way. Opening a tab marks its records seen.
 */
export function ActivityView({ type }: { type: keyof typeof ACTIVITY_TYPES }) {
  const t = useMessages(activityMessages);
  const info = ACTIVITY_TYPES[type];
  const apiType = TYPE_OF_SLUG[type] ?? 'referral';
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const counts = useActivityUnreadCounts();
  const markSeen = useMarkSeen();
  const ids = useId();
  const filter: Filter = params.get('filter') === 'received' ? 'received' : 'given';
  const showLegend = params.get('showLegend') === 'true';
  const openId = Number(params.get('record')) || null;
  // /activity/closed-business?thankFor=<referral>: thanks for the business a won referral brought, its form ready.
  const thankFor = apiType === 'closed_business' ? Number(params.get('thankFor')) || null : null;
  const referral = useActivity(thankFor);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ActivityStatus | ''>('');
  const [creating, setCreating] = useState(false);
  const [formOpened, setFormOpened] = useState(false);
  const q = useDebouncedValue(search.trim(), 300);
  const unread = filter === 'given' ? counts?.givenCount : counts?.receivedCount;
  const { mutate: seen } = markSeen;
  const detailOpened = useRef(false);
  if (openId !== null) detailOpened.current = true;

  // The open tab is what the member is looking at: its news is seen, now and as it arrives.
  useEffect(() => {
    if (unread && unread > 0) seen({ box: filter });
  }, [unread, filter, seen]);

  if (!info) return null;
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };
  const tabs: Array<{ id: Filter; label: string; count: number | undefined; icon: typeof Send }> = [
    { id: 'given', label: t('given'), count: counts?.givenCount, icon: Send },
    { id: 'received', label: t('received'), count: counts?.receivedCount, icon: Inbox },
  ];
  const statuses = statusFilters(apiType, user.group?.detailedReferralSteps ?? false);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label={t('filter')} className="inline-flex gap-1 rounded-xl border bg-muted/60 p-1">
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
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showLegend}
            aria-controls={`${ids}-legend`}
            onClick={() => update((next) => (showLegend ? next.delete('showLegend') : next.set('showLegend', 'true')))}
          >
            <ListChecks aria-hidden="true" />
            {showLegend ? t('hideLegend') : t('showLegend')}
          </Button>
          <Button
            size="sm"
            onClick={() => {
              setFormOpened(true);
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" />
            {t('newLabel', { type: apiType })}
          </Button>
        </div>
      </div>
      {showLegend && <ActivityLegend id={`${ids}-legend`} entries={info.legend} />}
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${filter}`} className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <SearchBox label={t('search')} value={search} onChange={setSearch} placeholder={t('searchByName')} />
          {statuses && (
            <SelectField
              label={t('status')}
              hideLabel
              value={status}
              onChange={(e) => setStatus(e.target.value as ActivityStatus | '')}
              options={[
                { value: '', label: t('anyStatus') },
                ...statuses.map((s) => ({ value: s, label: statusLabel(s) })),
              ]}
            />
          )}
        </div>
        <ActivityList
          filters={{ box: filter, type: apiType, q: q || undefined, status: status || undefined }}
          onOpen={(r) => update((next) => next.set('record', String(r.id)))}
          empty={{
            icon: filter === 'given' ? Send : Inbox,
            title: t(q || status ? 'emptyMatch' : filter === 'given' ? 'emptyGiven' : 'emptyReceived', {
              type: apiType,
            }),
            body: <p>{filter === 'given' ? info.given : info.received}</p>,
          }}
        />
      </div>
      {formOpened && (
        <Suspense fallback={null}>
          <ActivityFormDialog type={apiType} open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
      {referral.data && (
        <Suspense fallback={null}>
          <ActivityFormDialog
            key={referral.data.id}
            type="closed_business"
            open={thankFor !== null}
            forReferral={referral.data}
            onClose={() => update((next) => next.delete('thankFor'))}
          />
        </Suspense>
      )}
      {detailOpened.current && (
        <Suspense fallback={null}>
          <ActivityDetailDialog id={openId} onClose={() => update((next) => next.delete('record'))} />
        </Suspense>
      )}
    </div>
  );
}
