import { VISITOR_STATUSES, type VisitorStatus } from '@chapter/shared/visitors.labels';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { ListChecks, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useVisitors } from '../api/list-visitors.ts';
import { followUpMessages } from '../follow-up/messages.ts';
import { visitorsMessages } from '../messages.ts';
import { statusChoice } from '../status-choice.ts';
import { ApplyCard } from './apply-card.tsx';
import { InviteVisitorDialog } from './invite-visitor-dialog.tsx';
import { VisitorCard } from './visitor-card.tsx';

/** /visitors: invite guests, see mine or the group's, follow up; a Visitor can apply to join instead. */
export function VisitorsScreen() {
  const t = useMessages(visitorsMessages);
  const f = useMessages(followUpMessages);
  const user = useCurrentUser();
  const member = can(user, 'view_members');
  const [scope, setScope] = useState<'mine' | 'group'>('mine');
  const [status, setStatus] = useState<VisitorStatus | ''>('');
  const [inviting, setInviting] = useState(false);
  const list = useVisitors(scope, status, member);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  if (!member) {
    return (
      <ScreenIntro title={t('title')} description={t('applyIntro')}>
        <ApplyCard />
      </ScreenIntro>
    );
  }
  return (
    <ScreenIntro title={t('title')} description={t('intro')}>
      <div className="flex flex-wrap items-end gap-2">
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" /> {t('inviteVisitor')}
        </Button>
        <Link to={webPath(webPaths.visitors, { view: 'follow-up' })} className={buttonClasses('secondary')}>
          <ListChecks aria-hidden="true" /> {f('title')}
        </Link>
        <SelectField
          label={t('show')}
          value={scope}
          onChange={(e) => setScope(e.target.value as 'mine' | 'group')}
          options={[
            { value: 'mine', label: t('myVisitors') },
            { value: 'group', label: t('groupVisitors') },
          ]}
        />
        <SelectField
          label={t('status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as VisitorStatus | '')}
          options={[
            { value: '', label: t('anyStatus') },
            ...VISITOR_STATUSES.map((s) => ({ value: s, label: t('statusName', { status: statusChoice(s) }) })),
          ]}
        />
      </div>
      {list.isPending && <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />}
      {list.isError && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && (
        <EmptyState icon={Users} title={t('noVisitors')}>
          <p>{t('noVisitorsHint')}</p>
        </EmptyState>
      )}
      <ul className="flex flex-col gap-3" aria-label={t('title')}>
        {items.map((v) => (
          <li key={v.id}>
            <VisitorCard visitor={v} />
          </li>
        ))}
      </ul>
      <ShowMore list={list} />
      <InviteVisitorDialog open={inviting} onOpenChange={setInviting} />
    </ScreenIntro>
  );
}
