import { type ActivityRecord, rejectActivityRequest } from '@chapter/shared/activity.schemas';
import { Handshake, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { formatCents, formatDate } from '../../../lib/format/index.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useActivityAction } from '../api/activity-action.ts';
import { usePendingApprovals } from '../api/pending-approvals.ts';
import { activityMessages } from '../messages.ts';

function PendingCard({ record, onReject }: { record: ActivityRecord; onReject: () => void }) {
  const t = useMessages(activityMessages);
  const action = useActivityAction();
  const timeZone = useGroupTimeZone();
  const money = formatCents(record.amountCents, record.currency);
  const approve = async () => {
    try {
      await action.mutateAsync({ id: record.id, path: 'approve', body: {} });
      notifyDone(t('approvedDone'), t('bothTold'));
    } catch (err) {
      notifyFailed(t('notApproved'), err);
    }
  };
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {record.giver.name} → {record.receiver.name}
        </p>
        <p className="text-sm text-muted-foreground">
          {record.summary}
          {money && <span className="font-medium text-foreground"> · {money}</span>}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('recordedOn', { date: formatDate(record.createdAt, timeZone) })}
        </p>
      </div>
      {/* Only the decisions the record's rules allow this viewer (never on their own record). */}
      <div className="flex gap-2">
        {record.actions.includes('approve') && (
          <Button
            size="sm"
            loading={action.isPending}
            onClick={() => void approve()}
            aria-label={t('approveRecord', { summary: record.summary })}
          >
            {t('approve')}
          </Button>
        )}
        {record.actions.includes('reject') && (
          <Button
            size="sm"
            variant="secondary"
            onClick={onReject}
            aria-label={t('rejectRecord', { summary: record.summary })}
          >
            {t('reject')}
          </Button>
        )}
      </div>
    </article>
  );
}

function RejectRecordDialog({ record, onClose }: { record: ActivityRecord | null; onClose: () => void }) {
  const t = useMessages(activityMessages);
  const action = useActivityAction();
  const form = useSchemaForm(rejectActivityRequest, { reason: '' });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!record) return;
    try {
      await action.mutateAsync({ id: record.id, path: 'reject', body: { reason } });
      notifyDone(t('rejectedDone'), t('bothToldWhy'));
      close();
    } catch (err) {
      notifyFailed(t('notRejected'), err);
    }
  });
  return (
    <Dialog
      open={record !== null}
      onOpenChange={(o) => !o && close()}
      title={t('rejectTitle')}
      description={t('rejectDescription')}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
        <TextArea
          label={t('reason')}
          maxLength={500}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="destructive" loading={action.isPending}>
            {t('reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The Referrals or Businesses tab of /admin/approvals: pending records oldest first, approve or reject in place. */
export function ActivityApprovalQueue({ type }: { type: 'referral' | 'closed_business' }) {
  const t = useMessages(activityMessages);
  const list = usePendingApprovals(type);
  const [rejecting, setRejecting] = useState<ActivityRecord | null>(null);
  if (list.isPending) return <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.items);
  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <EmptyState icon={type === 'referral' ? Send : Handshake} title={t('noneWaiting', { type })}>
          <p>{t('newWaiting', { type })}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('pendingList', { type })}>
          {items.map((r) => (
            <li key={r.id}>
              <PendingCard record={r} onReject={() => setRejecting(r)} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore list={list} />
      <RejectRecordDialog record={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}
