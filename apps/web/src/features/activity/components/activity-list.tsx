import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type ActivityFilters, useActivities } from '../api/list-activities.ts';
import { activityMessages } from '../messages.ts';
import { ActivityRow } from './activity-row.tsx';

interface Props {
  filters: ActivityFilters;
  onOpen: (record: ActivityRecord) => void;
  empty: { icon: LucideIcon; title: string; body: ReactNode };
}

/** A tab's records with infinite scroll (a sentinel loads the next page; the button is the fallback). */
export function ActivityList({ filters, onOpen, empty }: Props) {
  const t = useMessages(activityMessages);
  const list = useActivities(filters);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isPending) return <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.body}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" aria-label={t('records')}>
        {items.map((r) => (
          <li key={r.id}>
            <ActivityRow record={r} box={filters.box} onOpen={() => onOpen(r)} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      <ShowMore list={list} />
    </div>
  );
}
