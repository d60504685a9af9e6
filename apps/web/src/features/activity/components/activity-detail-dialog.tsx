import { type ActivityType, temperatureLabel } from '@chapter/shared/activity.labels';
import type { ActivityDetail, ActivityHistoryEntry, ActivityRecord } from '@chapter/shared/activity.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { formatCents, formatDateTime } from '../../../lib/format/index.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useCurrentUser, useGroupTimeZone } from '../../../lib/session.ts';
import { occurredText, statusLabel } from '../activity-format.ts';
import { oneToOneToast, sheetTitle } from '../activity-words.ts';
import { type ActionPath, useActivityAction } from '../api/activity-action.ts';
import { useActivity } from '../api/get-activity.ts';
import { ActivityEditForm } from './activity-edit-form.tsx';
import { StatusPill } from './activity-row.tsx';

/** What an approval is of, as the toast names it ("Referral from Dana Reyes approved."). */
const KIND: Record<ActivityRecord['type'], string> = {
  referral: 'Referral',
  closed_business: 'Closed business',
  one_to_one: 'One-to-one',
  testimonial: 'Testimonial',
  training_credit: 'Training',
};

const NEXT: Record<string, string[]> = {
  new: ['contacted', 'in_progress', 'won', 'lost'],
  contacted: ['in_progress', 'won', 'lost'],
  in_progress: ['won', 'lost'],
};

function Facts({ r }: { r: ActivityRecord }) {
  const timeZone = useGroupTimeZone();
  const d = r.details;
  const rows: Array<[string, string | null | undefined]> = [
    ['From', r.giver.name],
    ['To', r.receiver.name],
    ['Prospect', d.prospectName],
    ['Contact', d.prospectContact],
    ['Temperature', d.temperature ? temperatureLabel(d.temperature) : null],
    ['Amount', formatCents(r.amountCents, r.currency)],
    ['Kind', d.businessKind === 'repeat' ? 'Repeat business' : d.businessKind ? 'New business' : null],
    ['Where from', d.scope === 'tier3' ? 'Tier 3' : d.scope ? `${d.scope[0]?.toUpperCase()}${d.scope.slice(1)}` : null],
    ['Place', d.location],
    ['Title', d.title],
    ['Provider', d.provider],
    ['Credits', r.credits === null ? null : String(r.credits)],
    [r.type === 'one_to_one' ? 'Time' : 'Date', occurredText(r, timeZone)],
    ['Reason', r.approvalStatus === 'rejected' ? r.approvalReason : null],
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

const CREATED: Record<ActivityType, string> = {
  referral: 'sent it',
  closed_business: 'sent the thanks',
  one_to_one: 'requested it',
  testimonial: 'wrote it',
  training_credit: 'recorded it',
};

const DONE: Record<string, string> = {
  edited: 'edited it',
  accept: 'accepted',
  decline: 'declined',
  propose: 'proposed another time',
  confirm: 'confirmed it took place',
  cancel: 'cancelled it',
  published: 'published it on their profile',
  unpublished: 'hid it from their profile',
  approved: 'approved it',
  rejected: 'did not approve it',
};

/** One history line after the actor's name (docs/activity-records.md "How the screens speak of records") ("requested it", "marked it Won", "proposed another time"). */
function historyWords(entry: ActivityHistoryEntry, type: ActivityType): string {
  if (entry.action === 'created') return CREATED[type];
  if (entry.action === 'status') return `marked it ${statusLabel(entry.toStatus ?? '')}`;
  return DONE[entry.action] ?? entry.action.replaceAll('_', ' ');
}

function History({ detail }: { detail: ActivityDetail }) {
  const timeZone = useGroupTimeZone();
  return (
    <section aria-label="Status history">
      <h3 className="mb-2 text-sm font-semibold">History</h3>
      <ol className="flex flex-col gap-2 border-s ps-4 text-sm">
        {detail.history.map((h) => (
          <li key={h.id}>
            <span className="font-medium">{h.actor?.name ?? 'Someone'}</span> {historyWords(h, detail.type)}
            <span className="text-muted-foreground"> · {formatDateTime(h.createdAt, timeZone)}</span>
            {h.note && <p className="text-muted-foreground">“{h.note}”</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A record with its facts, history and the buttons for what the caller may do now. */
export function ActivityDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useActivity(id);
  const me = useCurrentUser().id;
  const timeZone = useGroupTimeZone();
  const action = useActivityAction();
  const [mode, setMode] = useState<'view' | 'reject' | 'propose' | 'edit'>('view');
  const [text, setText] = useState('');
  const [when, setWhen] = useState('');
  const close = () => {
    setMode('view');
    setText('');
    onClose();
  };
  const run = async (path: ActionPath, body: object, done: string) => {
    if (id === null) return;
    try {
      await action.mutateAsync({ id, path, body });
      notifyDone(done);
      setMode('view');
      setText('');
    } catch (err) {
      notifyFailed('Not done', err);
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
            label="Reason for the members"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={500}
          />
        )}
        {mode === 'propose' && (
          <Field label="Another time" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
        )}
        <div className="flex flex-wrap gap-2">
          {mode === 'reject' ? (
            <Button
              variant="destructive"
              loading={action.isPending}
              disabled={!text.trim()}
              onClick={() =>
                void run('reject', { reason: text }, 'Not approved. Both members get your reason by e-mail.')
              }
            >
              Reject with this reason
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
              Propose this time
            </Button>
          ) : (
            <>
              {can('approve') && (
                <Button
                  loading={action.isPending}
                  onClick={() => void run('approve', {}, `${KIND[r.type]} from ${r.giver.name} approved.`)}
                >
                  Approve
                </Button>
              )}
              {can('reject') && (
                <Button variant="secondary" onClick={() => setMode('reject')}>
                  Reject…
                </Button>
              )}
              {can('set_status') &&
                (NEXT[r.status] ?? []).map((s) => (
                  <Button
                    key={s}
                    variant="secondary"
                    onClick={() =>
                      void run('status', { status: s }, `Referral marked ${statusLabel(s).toLowerCase()}.`)
                    }
                  >
                    Mark {statusLabel(s).toLowerCase()}
                  </Button>
                ))}
              {can('accept') && (
                <Button onClick={() => void run('one-to-one', { action: 'accept' }, oneToOneToast('accept', r, me))}>
                  Accept
                </Button>
              )}
              {can('confirm') && (
                <Button onClick={() => void run('one-to-one', { action: 'confirm' }, oneToOneToast('confirm', r, me))}>
                  Confirm it happened
                </Button>
              )}
              {can('propose') && (
                <Button variant="secondary" onClick={() => setMode('propose')}>
                  Propose another time
                </Button>
              )}
              {can('decline') && (
                <Button
                  variant="secondary"
                  onClick={() => void run('one-to-one', { action: 'decline' }, oneToOneToast('decline', r, me))}
                >
                  Decline
                </Button>
              )}
              {can('cancel') && (
                <Button
                  variant="secondary"
                  onClick={() => void run('one-to-one', { action: 'cancel' }, oneToOneToast('cancel', r, me))}
                >
                  Cancel meeting
                </Button>
              )}
              {can('publish') && (
                <Button
                  onClick={() => void run('publish', { published: true }, 'Testimonial published on your profile.')}
                >
                  Publish on my profile
                </Button>
              )}
              {can('unpublish') && (
                <Button
                  variant="secondary"
                  onClick={() => void run('publish', { published: false }, 'Testimonial hidden from your profile.')}
                >
                  Hide from my profile
                </Button>
              )}
              {can('edit') && (
                <Button variant="secondary" onClick={() => setMode('edit')}>
                  Edit
                </Button>
              )}
            </>
          )}
          {mode !== 'view' && (
            <Button variant="secondary" onClick={() => setMode('view')}>
              Back
            </Button>
          )}
        </div>
        <History detail={r} />
      </div>
    );

  return (
    <Dialog open={id !== null} onOpenChange={(o) => !o && close()} title={r ? sheetTitle(r, me, timeZone) : 'Activity'}>
      {body}
    </Dialog>
  );
}
