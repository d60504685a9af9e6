import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Building2, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCreateGroup } from '../api/group.ts';
import { useGroups } from '../api/list-groups.ts';
import { groupsMessages } from '../messages.ts';
import { GroupForm, NEW_GROUP } from './group-form.tsx';

/** /admin/groups: every group for platform managers, one's own for a group's President. */
export function GroupsScreen() {
  const t = useMessages(groupsMessages);
  const me = useCurrentUser();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const list = useGroups(q.trim());
  const create = useCreateGroup();
  const [creating, setCreating] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ScreenIntro title={t('groupsTitle')} description={t('groupsIntro')}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox label={t('searchGroups')} value={q} onChange={setQ} placeholder={t('searchGroups')} />
        {can(me, 'manage_groups') && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('newGroup')}
          </Button>
        )}
      </div>
      {list.isPending ? (
        <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Building2} title={t('noGroups')}>
          <p>{q ? t('noGroupMatches') : t('createFirstGroup')}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('groupsTitle')}>
          {items.map((g) => (
            <li key={g.id}>
              <Link
                to={webPath(webPaths.adminGroup, { groupId: g.id })}
                className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs hover:border-primary/40"
              >
                <Building2 className="size-5 text-primary" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{g.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {t('groupCounts', { active: g.activeMembers, pending: g.pendingMembers })}
                    {g.capacity ? ` · ${t('groupCapacity', { capacity: formatNumber(g.capacity) })}` : ''} ·{' '}
                    {t('groupCode')} <span className="font-mono">{g.code}</span>
                  </p>
                </div>
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                  {t('statusName', { status: g.status })}
                </span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ShowMore list={list} />
      <Dialog open={creating} onOpenChange={setCreating} title={t('newGroup')} wide>
        <GroupForm
          initial={NEW_GROUP}
          submitLabel={t('createGroup')}
          busy={create.isPending}
          onSubmit={async (fields) => {
            const g = await create.mutateAsync(fields);
            notifyDone(
              groupsMessages.text('groupCreated'),
              groupsMessages.text('groupCreatedMessage', { name: g.name, code: g.code }),
            );
            setCreating(false);
            navigate(webPath(webPaths.adminGroup, { groupId: g.id }));
          }}
        />
      </Dialog>
    </ScreenIntro>
  );
}
