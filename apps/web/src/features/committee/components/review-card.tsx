import {
  checkInRequest,
  REVIEW_DECISIONS,
  type RenewalReview,
  type ReviewDueItem,
  reviewDecisionRequest,
} from '@chapter/shared/committee.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { formatCalendarDate, formatDate } from '../../../lib/format/index.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useGroupToday } from '../../../lib/group-today.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useCheckIn, useReviewDecision } from '../api/mutations.ts';
import { useReviewHistory } from '../api/queries.ts';
import { committeeMessages } from '../messages.ts';
import { MemberNotes } from './member-notes.tsx';

/** Renewal dates are UTC instants, shown in UTC to keep the day (as the renewal e-mails do). */
const dueDay = (iso: string) => formatDate(iso, 'UTC', 'long');

/** A member on the review list: the state of this renewal's review, and when open the next step and the history. */
export function ReviewCard({ item }: { item: ReviewDueItem }) {
  const t = useMessages(committeeMessages);
  const [open, setOpen] = useState(false);
  return (
    <article className="flex flex-col gap-2 rounded-2xl border bg-card p-4 shadow-xs">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{item.name}</h3>
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
          {t('reviewState', { state: item.state })}
        </span>
      </header>
      <p className="text-sm text-muted-foreground">
        {[item.classification, t('renewalDue', { date: dueDay(item.renewalDue) })].filter(Boolean).join(' · ')}
      </p>
      <Button size="sm" variant="ghost" className="self-start" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('close') : t('openReview')}
      </Button>
      {open && (
        <div className="flex flex-col gap-4 border-t pt-3">
          {item.state === 'check_in_due' && <CheckInForm userId={item.userId} />}
          {item.state === 'awaiting_decision' && <ReviewDecisionForm userId={item.userId} />}
          <ReviewHistory userId={item.userId} />
          <MemberNotes userId={item.userId} name={item.name} />
        </div>
      )}
    </article>
  );
}

function CheckInForm({ userId }: { userId: number }) {
  const t = useMessages(committeeMessages);
  const checkIn = useCheckIn();
  const today = useGroupToday();
  const form = useSchemaForm(checkInRequest, { date: today(), notes: '' });
  const field = fieldBinder(form.register, form.formState.errors);
  const submit = form.handleSubmit(async (body) => {
    try {
      await checkIn.mutateAsync({ userId, ...body });
      notifyDone(t('checkInRecorded'));
    } catch (err) {
      notifyFailed(t('notSaved'), err, t('tryAgain'));
    }
  });
  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={submit} aria-label={t('checkIn')}>
      <h4 className="text-sm font-semibold">{t('checkIn')}</h4>
      <Field label={t('checkInDate')} type="date" {...field('date')} />
      <TextArea label={t('checkInNotes')} hint={t('notesHint')} rows={3} maxLength={4000} {...field('notes')} />
      <Button type="submit" size="sm" className="self-end" loading={checkIn.isPending}>
        {t('recordCheckIn')}
      </Button>
    </form>
  );
}

function ReviewDecisionForm({ userId }: { userId: number }) {
  const t = useMessages(committeeMessages);
  const decide = useReviewDecision();
  const form = useSchemaForm(reviewDecisionRequest, { decision: 'renew', notes: '' });
  const field = fieldBinder(form.register, form.formState.errors);
  const submit = form.handleSubmit(async (body) => {
    try {
      await decide.mutateAsync({ userId, ...body });
      notifyDone(t('reviewDecided'), t('reminderSent'));
    } catch (err) {
      notifyFailed(t('notSaved'), err, t('tryAgain'));
    }
  });
  return (
    <form className="flex flex-col gap-2" noValidate onSubmit={submit} aria-label={t('reviewDecision')}>
      <h4 className="text-sm font-semibold">{t('reviewDecision')}</h4>
      <SelectField
        label={t('decision')}
        options={REVIEW_DECISIONS.map((d) => ({ value: d, label: t('reviewDecisionName', { decision: d }) }))}
        {...field('decision')}
      />
      <TextArea label={t('decisionNotes')} hint={t('notesHint')} rows={2} maxLength={4000} {...field('notes')} />
      <p className="text-xs text-muted-foreground">{t('reminderNote')}</p>
      <Button type="submit" size="sm" className="self-end" loading={decide.isPending}>
        {t('recordDecision')}
      </Button>
    </form>
  );
}

function ReviewHistory({ userId }: { userId: number }) {
  const t = useMessages(committeeMessages);
  const history = useReviewHistory(userId);
  if (history.isPending) return <Spinner />;
  if (history.isError) return <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />;
  return (
    <section className="flex flex-col gap-2" aria-label={t('history')}>
      <h4 className="text-sm font-semibold">{t('history')}</h4>
      {history.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noHistory')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {history.data.items.map((r) => (
            <HistoryEntry key={r.id} review={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryEntry({ review: r }: { review: RenewalReview }) {
  const t = useMessages(committeeMessages);
  return (
    <li className="rounded-lg bg-muted px-3 py-2 text-sm">
      <p className="font-medium">{t('historyFor', { date: dueDay(r.renewalDue) })}</p>
      <p>
        {t('checkedIn', { date: formatCalendarDate(r.checkedInAt, 'long'), name: r.checkedInBy ?? t('formerMember') })}
      </p>
      <p className="whitespace-pre-wrap text-muted-foreground">{r.checkInNotes}</p>
      {r.decision && (
        <p>
          {t('decidedAs', { decision: r.decision, name: r.decidedBy ?? t('formerMember') })}
          {r.decisionNotes && <span className="text-muted-foreground"> — {r.decisionNotes}</span>}
        </p>
      )}
    </li>
  );
}
