import type { MemberApplication } from '@chapter/shared/lifecycle.schemas';
import { Inbox, type LucideIcon, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { useApprovalCounts } from '../../../lib/approval-counts.ts';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useApplications } from '../api/list-applications.ts';
import { membersMessages } from '../messages.ts';
import { ApplicationCard } from './application-card.tsx';
import { RejectDialog } from './reject-dialog.tsx';

/**
 * Another feature's queue (referrals, businesses, substitutes…), passed in by the route so features stay
 * independent. `key` is its field in GET /api/approvals/counts; the tab shows when the count is present.
 */
export interface ExtraQueue {
  key: string;
  label: string;
  icon: LucideIcon;
  panel: ReactNode;
}

/** /admin/approvals: one queue with a tab per kind the user decides on, with counts. */
export function ApprovalsScreen({ extraQueues = [] }: { extraQueues?: ExtraQueue[] }) {
  const t = useMessages(membersMessages);
  const membersQueue = { key: 'members', label: t('membersQueue'), icon: UserPlus };
  const counts = useApprovalCounts();
  const countOf = (key: string) => (counts.data as Record<string, number | undefined> | undefined)?.[key];
  const tabs = [membersQueue, ...extraQueues].filter((q) => countOf(q.key) !== undefined);
  const [chosen, setActive] = useState<string>('members');
  const active = tabs.some((tab) => tab.key === chosen) ? chosen : (tabs[0]?.key ?? 'members');
  const extra = extraQueues.find((q) => q.key === active);
  const applications = useApplications(tabs.some((tab) => tab.key === 'members'));
  const [rejecting, setRejecting] = useState<MemberApplication | null>(null);
  const items = applications.data?.pages.flatMap((p) => p.items) ?? [];

  let body: React.ReactNode;
  if (counts.isPending) body = <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />;
  else if (counts.isError) body = <ErrorState message={counts.error.message} onRetry={() => void counts.refetch()} />;
  else if (tabs.length === 0)
    body = (
      <EmptyState icon={Inbox} title={t('nothingToApprove')}>
        <p>{t('nothingToApproveText')}</p>
      </EmptyState>
    );
  else if (extra) body = extra.panel;
  else if (applications.isPending) body = <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />;
  else if (applications.isError)
    body = <ErrorState message={applications.error.message} onRetry={() => void applications.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState icon={UserPlus} title={t('noApplications')}>
        <p>{t('noApplicationsText')}</p>
      </EmptyState>
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        <ul className="flex flex-col gap-3" aria-label={t('memberApplications')}>
          {items.map((a) => (
            <li key={a.userId}>
              <ApplicationCard application={a} onReject={() => setRejecting(a)} />
            </li>
          ))}
        </ul>
        <ShowMore list={applications} />
      </div>
    );

  return (
    <ScreenIntro title={t('approvalsTitle')} description={t('approvalsIntro')}>
      {tabs.length > 0 && (
        <div
          role="tablist"
          aria-label={t('approvalQueues')}
          className="flex w-max max-w-full flex-wrap gap-1 rounded-xl border bg-muted/60 p-1"
        >
          {tabs.map(({ key, label, icon: Icon }) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={active === key}
              onClick={() => setActive(key)}
              className={cn(
                'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium',
                active === key ? 'bg-card shadow-xs' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
              <CountBadge count={countOf(key)} label={t('waiting')} />
            </button>
          ))}
        </div>
      )}
      <div role={tabs.length > 0 ? 'tabpanel' : undefined}>{body}</div>
      <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />
    </ScreenIntro>
  );
}
