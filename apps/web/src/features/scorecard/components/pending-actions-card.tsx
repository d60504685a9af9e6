import { APPROVAL_PERMISSIONS } from '@chapter/shared/lifecycle.labels';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useApprovalCounts } from '../../../lib/approval-counts.ts';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useInboxUnreadCount } from '../../../lib/unread-counts.ts';
import { usePendingActions } from '../api/get-pending-actions.ts';
import { scorecardMessages } from '../messages.ts';

interface Item {
  to: string;
  label: string;
  count: number;
}

/** What waits on me: one-to-one requests, mentorship applications, approvals (leaders) and unread messages. */
export function PendingActionsCard() {
  const t = useMessages(scorecardMessages);
  const user = useCurrentUser();
  const pending = usePendingActions();
  const approver = can(user, { anyOf: APPROVAL_PERMISSIONS });
  const approvals = useApprovalCounts(approver);
  const unread = useInboxUnreadCount();
  const approvalTotal = Object.values(approvals.data ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const items: Item[] = [];
  if (pending.data) {
    items.push({
      to: webPath(webPaths.activity, { type: 'one-to-one' }),
      label: t('oneToOneRequests'),
      count: pending.data.oneToOneRequests,
    });
    items.push({
      to: webPaths.mentorshipSearch,
      label: t('mentorshipApplications'),
      count: pending.data.mentorshipApplications,
    });
  }
  if (approver && approvals.data)
    items.push({ to: webPaths.adminApprovals, label: t('approvalsWaiting'), count: approvalTotal });
  if (unread !== null) items.push({ to: webPaths.inbox, label: t('unreadMessages'), count: unread });
  const open = items.filter((i) => i.count > 0);
  return (
    <section aria-labelledby="pending-actions" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="pending-actions" className="font-semibold">
        {t('waitingOnMe')}
      </h2>
      {pending.isPending ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('loading')}</p>
      ) : pending.isError ? (
        <p className="mt-2 text-sm text-destructive-strong">{t('pendingFailed')}</p>
      ) : open.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('nothingWaits')}</p>
      ) : (
        <ul className="mt-2 flex flex-col">
          {open.map((i) => (
            <li key={i.to}>
              <Link to={i.to} className="flex items-center gap-3 rounded-lg px-2 py-2 text-sm hover:bg-accent">
                <span className="min-w-7 rounded-full bg-primary px-2 py-0.5 text-center text-xs font-semibold text-primary-foreground">
                  {formatNumber(i.count)}
                </span>
                <span className="flex-1">{i.label}</span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
