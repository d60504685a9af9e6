import type { ActivityType } from '@chapter/shared/activity.labels';
import type { ActivityDetail, ActivityHistoryEntry, ActivityRecord } from '@chapter/shared/activity.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { formatCents, formatDateTime, formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useCurrentUser, useGroupTimeZone } from '../../../lib/session.ts';
import { occurredText, statusLabel } from '../activity-format.ts';
import { oneToOneToast, sheetTitle } from '../activity-words.ts';
import { type ActionPath, useActivityAction } from '../api/activity-action.ts';
import { useActivity } from '../api/get-activity.ts';
import { activityMessages } from '../messages.ts';
import { ActivityEditForm } from './activity-edit-form.tsx';
import { StatusPill } from './activity-row.tsx';
import { DeleteSlip } from './delete-slip.tsx';

const { text } = activityMessages;

/** A referral's temperature: "4 — Hot: wants to meet you"; a value outside 1–5 as "n of 5". */
const temperatureText = (value: number): string =>
  Number.isInteger(value) && value >= 1 && value <= 5
    ? text('temperatureName', { value })
    : text('temperatureOutOf', { value });

function Facts({ r }: { r: ActivityRecord }) {
  const t = useMessages(activityMessages);
  const timeZone = useGroupTimeZone();
  const d = r.details;
  const rows: Array<[string, string | null | undefined]> = [
    [t('from'), r.giver.name],
    [t('to'), r.receiver.name],
    [t('prospect'), d.prospectName],
    [t('contact'), d.prospectContact],
    [t('temperature'), d.temperature ? temperatureText(d.temperature) : null],
    [t('amount'), formatCents(r.amountCents, r.currency)],
    [t('amountCheck'), d.amountCheck ? t('amountCheckState', { state: d.amountCheck, name: r.receiver.name }) : null],
    [t('kind'), d.businessKind ? t('businessKind', { kind: d.businessKind }) : null],
    [t('whereFrom'), d.scope ? t('scopeName', { scope: d.scope }) : null],
    [t('place'), d.location],
    [t('title'), d.title],
    [t('provider'), d.provider],
    [t('credits'), r.credits === null ? null : formatNumber(r.credits)],
    [r.type === 'one_to_one' ? t('time') : t('date'), occurredText(r, timeZone)],
    [t('reason'), r.approvalStatus === 'rejected' ? r.approvalReason : null],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted-foreground">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The history actions the catalogue's `historyDone` words; any other is shown as the API names it. */
const DONE = new Set([
  'edited',
  'accept',
  'decline',
  'propose',
  'confirm',
  'cancel',
  'published',
  'unpublished',
  'approved',
  'rejected',
]);

/** One history line after the actor's name (docs/activity-records.md "How the screens speak of records") ("requested it", "marked it Won", "proposed another time"). */
function historyWords(entry: ActivityHistoryEntry, type: ActivityType): string {
  if (entry.action === 'created') return text('historyCreated', { type });
  if (entry.action === 'status') return text('historyMarked', { status: statusLabel(entry.toStatus ?? '') });
  if (entry.action === 'amount_confirmed' || entry.action === 'amount_questioned') {
    return text('historyAmount', { action: entry.action });
  }
  return DONE.has(entry.action) ? text('historyDone', { action: entry.action }) : entry.action.replaceAll('_', ' ');
}

function History({ detail }: { detail: ActivityDetail }) {
  const t = useMessages(activityMessages);
  const timeZone = useGroupTimeZone();
  return (
    <section aria-label={t('statusHistory')}>
      <h3 className="mb-2 text-sm font-semibold">{t('history')}</h3>
      <ol className="flex flex-col gap-2 border-s ps-4 text-sm">
        {detail.history.map((h) => (
          <li key={h.id}>
            <span className="font-medium">{h.actor?.name ?? t('someone')}</span> {historyWords(h, detail.type)}
            <span className="text-muted-foreground"> · {formatDateTime(h.createdAt, timeZone)}</span>
            {h.note && <p className="text-muted-foreground">{t('quotedNote', { note: h.note })}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A record with its facts, history and the buttons for what the caller may do now. */
export function ActivityDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useMessages(activityMessages);
  const detail = useActivity(id);
  const me = useCurrentUser().id;
  const timeZone = useGroupTimeZone();
  const action = useActivityAction();
  const [mode, setMode] = useState<'view' | 'reject' | 'propose' | 'question' | 'edit'>('view');
  const [reason, setReason] = useState('');
  const [when, setWhen] = useState('');
  // The receiver's note with a referral's next status: theirs alone (docs/referral-follow-up.md).
  const [progress, setProgress] = useState('');
  const close = () => {
    setMode('view');
    setReason('');
    setProgress('');
    onClose();
  };
  const run = async (path: ActionPath, body: object, done: string) => {
    if (id === null) return;
    try {
      await action.mutateAsync({ id, path, body });
      notifyDone(done);
      setMode('view');
      setReason('');
      setProgress('');
    } catch (err) {
      notifyFailed(t('notDone'), err);
    }
  };
  const r = detail.data;
  const can = (a: ActivityRecord['actions'][number]) => r?.actions.includes(a) ?? false;

  let body: React.ReactNode;
  if (detail.isPending) body = <LoadingCards count={1} className="sm:grid-cols-1 lg:grid-cols-1" />;
  else if (detail.isError) body = <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />;
  else if (r && mode === 'edit') body = <ActivityEditForm record={r} onDone={() => setMode('view')} />;
  else if (r)
    body = (
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <StatusPill record={r} />
        </div>
        {(r.details.description || r.details.text || r.details.note) && (
          <p className="text-sm whitespace-pre-line">{r.details.text ?? r.details.description ?? r.details.note}</p>
        )}
        <Facts r={r} />
        {mode === 'reject' && (
          <TextArea
            label={t('reasonForMembers')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
          />
        )}
        {mode === 'view' && can('set_status') && r.nextStatuses.length > 0 && (
          <TextArea
            label={t('progressNote')}
            hint={t('progressNoteHint', { giver: r.giver.name })}
            value={progress}
            onChange={(e) => setProgress(e.target.value)}
            maxLength={500}
            rows={2}
          />
        )}
        {mode === 'question' && (
          <TextArea
            label={t('amountQuestionLabel')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
          />
        )}
        {mode === 'propose' && (
          <Field
            label={t('anotherTime')}
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
          />
        )}
        <div className="flex flex-wrap gap-2">
          {mode === 'reject' ? (
            <Button
              variant="destructive"
              loading={action.isPending}
              disabled={!reason.trim()}
              onClick={() => void run('reject', { reason }, t('rejectedToast'))}
            >
              {t('rejectWithReason')}
            </Button>
          ) : mode === 'question' ? (
            <Button
              loading={action.isPending}
              disabled={!reason.trim()}
              onClick={() =>
                void run(
                  'amount',
                  { answer: 'question', note: reason.trim() },
                  t('amountQuestionedToast', { name: r.giver.name }),
                )
              }
            >
              {t('sendQuestion')}
            </Button>
          ) : mode === 'propose' ? (
            <Button
              loading={action.isPending}
              disabled={!when}
              onClick={() =>
                void run(
                  'one-to-one',
                  { action: 'propose', proposedAt: new Date(when).toISOString() },
                  oneToOneToast('propose', r, me),
                )
              }
            >
              {t('proposeThisTime')}
            </Button>
          ) : (
            <>
              {can('approve') && (
                <Button
                  loading={action.isPending}
                  onClick={() => void run('approve', {}, t('approvedToast', { type: r.type, name: r.giver.name }))}
                >
                  {t('approve')}
                </Button>
              )}
              {can('reject') && (
                <Button variant="secondary" onClick={() => setMode('reject')}>
                  {t('rejectMore')}
                </Button>
              )}
              {can('set_status') &&
                r.nextStatuses.map((s) => (
                  <Button
                    key={s}
                    variant="secondary"
                    onClick={() =>
                      void run(
                        'status',
                        { status: s, ...(progress.trim() && { note: progress.trim() }) },
                        t('referralMarked', { status: s }),
                      )
                    }
                  >
                    {t('markStatus', { status: s })}
                  </Button>
                ))}
              {r.type === 'referral' && r.status === 'won' && r.receiver.id === me && (
                <Link
                  className={buttonClasses()}
                  to={webPath(webPaths.activity, { type: 'closed-business', thankFor: r.id })}
                >
                  {t('thankForReferral', { giver: r.giver.name })}
                </Link>
              )}
              {can('confirm_amount') && (
                <Button
                  loading={action.isPending}
                  onClick={() =>
                    void run(
                      'amount',
                      { answer: 'confirm', amountCents: r.amountCents, currency: r.currency },
                      t('amountConfirmedToast', { name: r.giver.name }),
                    )
                  }
                >
                  {t('confirmAmount')}
                </Button>
              )}
              {can('question_amount') && (
                <Button variant="secondary" onClick={() => setMode('question')}>
                  {t('questionAmount')}
                </Button>
              )}
              {can('accept') && (
                <Button onClick={() => void run('one-to-one', { action: 'accept' }, oneToOneToast('accept', r, me))}>
                  {t('accept')}
                </Button>
              )}
              {can('confirm') && (
                <Button onClick={() => void run('one-to-one', { action: 'confirm' }, oneToOneToast('confirm', r, me))}>
                  {t('confirmHappened')}
                </Button>
              )}
              {can('propose') && (
                <Button variant="secondary" onClick={() => setMode('propose')}>
                  {t('proposeAnother')}
                </Button>
              )}
              {can('decline') && (
                <Button
                  variant="secondary"
                  onClick={() => void run('one-to-one', { action: 'decline' }, oneToOneToast('decline', r, me))}
                >
                  {t('decline')}
                </Button>
              )}
              {can('cancel') && (
                <Button
                  variant="secondary"
                  onClick={() => void run('one-to-one', { action: 'cancel' }, oneToOneToast('cancel', r, me))}
                >
                  {t('cancelMeeting')}
                </Button>
              )}
              {can('publish') && (
                <Button onClick={() => void run('publish', { published: true }, t('testimonialPublished'))}>
                  {t('publishOnProfile')}
                </Button>
              )}
              {can('unpublish') && (
                <Button
                  variant="secondary"
                  onClick={() => void run('publish', { published: false }, t('testimonialHidden'))}
                >
                  {t('hideFromProfile')}
                </Button>
              )}
              {can('edit') && (
                <Button variant="secondary" onClick={() => setMode('edit')}>
                  {t('edit')}
                </Button>
              )}
              {can('delete') && <DeleteSlip id={r.id} onDeleted={close} />}
            </>
          )}
          {mode !== 'view' && (
            <Button variant="secondary" onClick={() => setMode('view')}>
              {t('back')}
            </Button>
          )}
        </div>
        <History detail={r} />
      </div>
    );

  return (
    <Dialog
      open={id !== null}
      onOpenChange={(o) => !o && close()}
      title={r ? sheetTitle(r, me, timeZone) : t('activity')}
    >
      {body}
    </Dialog>
  );
}
