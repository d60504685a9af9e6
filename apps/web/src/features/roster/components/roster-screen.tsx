import { Download, SearchX, Users } from 'lucide-react';
import { useState } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useExportRoster } from '../api/export-roster.ts';
import { type RosterFilters, useRoster } from '../api/list-roster.ts';
import { rosterMessages } from '../messages.ts';
import { RosterFilterBar } from './roster-filters.tsx';
import { RosterList } from './roster-list.tsx';

const NO_FILTERS: RosterFilters = { q: '', role: '', status: '', classification: '' };

/** /roster: everyone in the group, searchable and filterable, with contact details as each member allows. */
export function RosterScreen() {
  const t = useMessages(rosterMessages);
  const user = useCurrentUser();
  const [filters, setFilters] = useState<RosterFilters>(NO_FILTERS);
  const settled = useDebouncedValue(filters);
  const roster = useRoster({ ...settled, q: settled.q.trim() });
  const exporter = useExportRoster();
  // The first page carries the group's classifications whatever the filters, so the filter keeps all options.
  const classifications = roster.data?.pages[0]?.classifications ?? [];
  const members = roster.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Object.values(settled).some(Boolean);
  const manager = can(user, 'manage_members');

  const download = () =>
    exporter.mutate(filters.status, {
      onSuccess: () => notifyDone(t('exported'), t('exportedText')),
      onError: (err) => notifyFailed(t('exportFailed'), err, t('tryAgain')),
    });

  return (
    <ScreenIntro title={t('title')} description={t('intro')}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <RosterFilterBar
              value={filters}
              onChange={setFilters}
              classifications={classifications}
              showStatus={can(user, { anyOf: ['manage_members', 'approve_members'] })}
            />
          </div>
          {manager && (
            <Button variant="secondary" onClick={download} loading={exporter.isPending} className="sm:mt-0">
              <Download aria-hidden="true" />
              {t('exportCsv')}
            </Button>
          )}
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {roster.isSuccess &&
            (members.length === 0
              ? ''
              : t(filtered ? 'memberCountMatch' : 'memberCount', {
                  count: members.length,
                  shown: `${formatNumber(members.length)}${roster.hasNextPage ? '+' : ''}`,
                }))}
        </p>
        {roster.isPending ? (
          <LoadingCards />
        ) : roster.isError ? (
          <ErrorState message={roster.error.message} onRetry={() => void roster.refetch()} />
        ) : members.length === 0 ? (
          filtered ? (
            <EmptyState icon={SearchX} title={t('noMatch')}>
              <p>{t('noMatchText')}</p>
              <Button variant="link" className="mt-2" onClick={() => setFilters(NO_FILTERS)}>
                {t('clearFilters')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState icon={Users} title={t('noMembers')}>
              <p>{t('noMembersText')}</p>
            </EmptyState>
          )
        ) : (
          <div className={roster.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <RosterList
              members={members}
              hasMore={roster.hasNextPage}
              loadingMore={roster.isFetchingNextPage}
              onLoadMore={() => void roster.fetchNextPage()}
              showGroup={user.isAdmin}
            />
          </div>
        )}
      </div>
    </ScreenIntro>
  );
}
