import type { RenewalItem } from '@chapter/shared/lifecycle.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCalendarDate } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useLapseMembership } from '../api/lapse-membership.ts';
import { useRenewMembership } from '../api/renew-membership.ts';
import { membersMessages } from '../messages.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

function dueText(daysLeft: number): string {
  if (daysLeft < 0) return membersMessages.text('overdueBy', { count: -daysLeft });
  if (daysLeft === 0) return membersMessages.text('dueToday');
  return membersMessages.text('dueIn', { count: daysLeft });
}

/** A membership due for renewal, with renew (+12 months) and lapse. */
export function RenewalRow({ item }: { item: RenewalItem }) {
  const t = useMessages(membersMessages);
  const renew = useRenewMembership();
  const lapse = useLapseMembership();
  const [confirming, setConfirming] = useState(false);
  const overdue = item.daysLeft < 0;
  return (
    <article className="flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={item.name} src={null} className="size-10" />
        <div className="min-w-0">
          <h3 className="truncate font-semibold">
            <Link to={webPath(webPaths.profile, { userId: item.userId })} className="hover:underline">
              {item.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            {[item.classification, item.companyName].filter(Boolean).join(' · ') || item.email}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <div className="text-sm sm:text-end">
          <p
            className={cn(
              'font-medium',
              overdue ? 'text-destructive-strong' : item.daysLeft <= 30 && 'text-warning-strong',
            )}
          >
            {dueText(item.daysLeft)}
          </p>
          {/* A due date is a calendar day (midnight UTC in the API), shown as that day in every zone. */}
          <p className="text-xs text-muted-foreground">{t('dueOn', { date: formatCalendarDate(item.renewalDue) })}</p>
        </div>
        {item.actionable ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              loading={renew.isPending}
              onClick={() =>
                renew.mutate(item.userId, {
                  onSuccess: (r) => notifyDone(t('membershipRenewed'), r.message),
                  onError: (e) => notifyFailed(t('notRenewed'), e, t('tryAgain')),
                })
              }
            >
              {t('renew')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
              {t('lapse')}
            </Button>
          </div>
        ) : (
          // The rank rule: nobody renews or lapses their own membership or a peer's or senior's.
          <p className="max-w-32 text-xs text-muted-foreground">{t('renewedBySenior')}</p>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('lapseTitle', { name: item.name })}
        confirmLabel={t('lapseMembership')}
        busy={lapse.isPending}
        onConfirm={() =>
          lapse.mutate(item.userId, {
            onSuccess: (r) => {
              setConfirming(false);
              notifyDone(t('membershipLapsed'), r.message);
            },
            onError: (e) => notifyFailed(t('notLapsed'), e, t('tryAgain')),
          })
        }
      >
        {item.classification
          ? t('lapseConfirmNamed', { name: item.name, classification: item.classification })
          : t('lapseConfirm', { name: item.name })}
      </ConfirmDialog>
    </article>
  );
}
