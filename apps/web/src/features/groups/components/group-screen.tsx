import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { KeyRound, RefreshCw, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyProblem } from '../../../lib/notify.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useGroup, useRotateCode, useUpdateGroup } from '../api/group.ts';
import { groupsMessages } from '../messages.ts';
import { fieldsOf, GroupForm } from './group-form.tsx';

/** /admin/groups/:groupId: settings, schedule and join code of one group. */
export function GroupScreen({ groupId }: { groupId: number }) {
  const t = useMessages(groupsMessages);
  const { text } = groupsMessages;
  const me = useCurrentUser();
  const group = useGroup(groupId);
  const update = useUpdateGroup(groupId);
  const rotate = useRotateCode(groupId);
  if (group.isPending || group.isError) {
    return (
      <ScreenIntro title={t('groupTitle')} description={t('groupIntro')}>
        {group.isPending ? (
          <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />
        ) : (
          <ErrorState message={group.error.message} onRetry={() => void group.refetch()} />
        )}
      </ScreenIntro>
    );
  }
  const g = group.data;
  const editable = can(me, 'manage_groups') || (can(me, 'manage_group') && me.group?.id === g.id);
  return (
    <ScreenIntro title={g.name} description={t('groupIntro')}>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-2xl border bg-card p-4 shadow-xs">
          <p className="text-sm text-muted-foreground">{t('joinCode')}</p>
          <p className="mt-1 font-mono text-2xl font-semibold tracking-widest">{g.code}</p>
          {editable && (
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              loading={rotate.isPending}
              onClick={() =>
                void rotate
                  .mutateAsync()
                  .then((r) => notifyDone(text('newJoinCode'), text('newJoinCodeMessage', { code: r.code })))
                  .catch(() => notifyProblem(text('codeNotChanged')))
              }
            >
              <RefreshCw aria-hidden="true" />
              {t('newCode')}
            </Button>
          )}
        </div>
        <div className="rounded-2xl border bg-card p-4 shadow-xs">
          <p className="text-sm text-muted-foreground">{t('members')}</p>
          <p className="mt-1 text-2xl font-semibold">{formatNumber(g.activeMembers)}</p>
          <p className="text-sm text-muted-foreground">{t('waitingForApproval', { count: g.pendingMembers })}</p>
        </div>
        <div className="flex flex-col gap-2 rounded-2xl border bg-card p-4 shadow-xs">
          <Link to={webPath(webPaths.adminGroupRoles, { groupId: g.id })} className={buttonClasses('secondary')}>
            <KeyRound aria-hidden="true" />
            {t('rolesAndPermissions')}
          </Link>
          <Link to={webPaths.adminUsers} className={buttonClasses('secondary')}>
            <Users aria-hidden="true" />
            {t('members')}
          </Link>
        </div>
      </div>
      <section className="rounded-2xl border bg-card p-5 shadow-xs">
        <h2 className="mb-4 font-semibold">{t('settings')}</h2>
        <GroupForm
          key={g.updatedAt}
          initial={fieldsOf(g)}
          readOnly={!editable}
          submitLabel={t('saveChanges')}
          busy={update.isPending}
          onSubmit={async (fields) => {
            await update.mutateAsync(fields);
            notifyDone(text('groupSaved'));
          }}
        />
      </section>
    </ScreenIntro>
  );
}
