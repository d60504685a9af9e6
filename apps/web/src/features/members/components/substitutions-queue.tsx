import { rejectSubstitutionRequest } from '@chapter/shared/meetings.schemas';
import { UserRoundCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { formatDateTime } from '../../../lib/format/index.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { slot, withElements } from '../../../lib/i18n/with-elements.tsx';
import { notifyDone } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useDecideSubstitution } from '../api/decide-substitution.ts';
import { usePendingSubstitutions } from '../api/list-substitutions.ts';
import { membersMessages } from '../messages.ts';

/** The reason a rejected substitution's member reads, checked by the shared schema before it is sent. */
function RejectForm(props: { substitutionId: number; pending: boolean; onReject: (reason: string) => void }) {
  const t = useMessages(membersMessages);
  const form = useSchemaForm(rejectSubstitutionRequest, { reason: '' });
  const error = form.formState.errors.reason?.message;
  const id = `reason-${props.substitutionId}`;
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      noValidate
      onSubmit={form.handleSubmit(({ reason }) => props.onReject(reason))}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label className="sr-only" htmlFor={id}>
          {t('reason')}
        </label>
        <input
          id={id}
          maxLength={1000}
          placeholder={t('reasonPlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 rounded-lg border bg-background px-3 py-2"
          {...form.register('reason')}
        />
        {error && (
          <p id={`${id}-error`} className="text-xs font-medium text-destructive-strong">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" variant="destructive" loading={props.pending}>
        {t('reject')}
      </Button>
    </form>
  );
}

/** The Substitutes tab: approve (recorded as S, substitute e-mailed) or reject with a reason. */
export function SubstitutionsQueue() {
  const t = useMessages(membersMessages);
  const list = usePendingSubstitutions(true);
  const decide = useDecideSubstitution();
  const timeZone = useGroupTimeZone();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (list.isPending) return <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState icon={UserRoundCheck} title={t('noSubstitutes')}>
        <p>{t('noSubstitutesText')}</p>
      </EmptyState>
    );
  }
  const done = (r: { message: string }) => notifyDone(r.message);
  return (
    <ul className="flex flex-col gap-3" aria-label={t('substitutions')}>
      {items.map((s) => (
        <li key={s.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm">
          <p>
            {withElements(
              s.substituteEmail
                ? t('substituteWithEmailFor', { substitute: slot(0), email: s.substituteEmail, member: slot(1) })
                : t('substituteFor', { substitute: slot(0), member: slot(1) }),
              [<strong key="substitute">{s.substituteName}</strong>, <strong key="member">{s.memberName}</strong>],
            )}
          </p>
          <p className="text-muted-foreground">
            {s.meetingTitle} · {formatDateTime(s.meetingStartsAt, timeZone)}
          </p>
          {s.content && <p>{t('quoted', { text: s.content })}</p>}
          {rejecting === s.id ? (
            <RejectForm
              substitutionId={s.id}
              pending={decide.isPending}
              onReject={(reason) =>
                decide.mutate(
                  { id: s.id, approve: false, reason },
                  {
                    onSuccess: (r) => {
                      done(r);
                      setRejecting(null);
                    },
                  },
                )
              }
            />
          ) : (
            <div className="flex gap-2">
              <Button
                loading={decide.isPending && decide.variables?.id === s.id}
                onClick={() => decide.mutate({ id: s.id, approve: true }, { onSuccess: done })}
              >
                {t('approve')}
              </Button>
              <Button variant="secondary" onClick={() => setRejecting(s.id)}>
                {t('rejectWithReason')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
