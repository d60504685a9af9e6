import { secondVisitRequest, VISITOR_LEADER_PERMISSIONS } from '@chapter/shared/visitor-follow-up.schemas';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { formatDateTime } from '../../../lib/format/index.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupMembers } from '../../../lib/members-query.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser, useGroupTimeZone } from '../../../lib/session.ts';
import { useUpcomingMeetings } from '../api/upcoming-meetings.ts';
import { useSecondVisit, useSetHost, useVisitorFollowUp } from './api.ts';
import { followUpMessages } from './messages.ts';
import { TaskRow } from './task-row.tsx';

/** The second-visit form: the meeting is the select's text until sent. */
const secondVisitForm = secondVisitRequest.extend({
  meetingId: z.coerce
    .number()
    .int()
    .positive({ error: () => followUpMessages.text('chooseMeeting') }),
});

interface Props {
  /** The visitor's id and name; the e-mail when known (a task knows none: the server says so if it is missing). */
  visitor: { id: number; name: string; email?: string | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A visitor's follow-up: the host (leaders change it), the tasks, a second-visit invitation and the timeline. */
export function VisitorFollowUpDialog({ visitor, open, onOpenChange }: Props) {
  const t = useMessages(followUpMessages);
  const followUp = useVisitorFollowUp(visitor.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('followUpOf', { name: visitor.name })}>
      {followUp.isPending && <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />}
      {followUp.isError && <ErrorState message={followUp.error.message} onRetry={() => void followUp.refetch()} />}
      {followUp.isSuccess && (
        <div className="flex flex-col gap-4 text-sm">
          <HostPicker visitorId={visitor.id} hostId={followUp.data.hostId} hostName={followUp.data.hostName} />
          <section className="flex flex-col gap-2" aria-label={t('tasks')}>
            <h3 className="font-semibold">{t('tasks')}</h3>
            {followUp.data.tasks.length === 0 && <p className="text-muted-foreground">{t('tasksAfterVisit')}</p>}
            {followUp.data.tasks.map((task) => (
              <TaskRow key={task.id} task={task} showAssignee={false} />
            ))}
          </section>
          {visitor.email !== '' && <SecondVisit visitorId={visitor.id} />}
          <Timeline entries={followUp.data.timeline} />
        </div>
      )}
    </Dialog>
  );
}

function HostPicker({
  visitorId,
  hostId,
  hostName,
}: {
  visitorId: number;
  hostId: number | null;
  hostName: string | null;
}) {
  const t = useMessages(followUpMessages);
  const user = useCurrentUser();
  const leader = can(user, { anyOf: VISITOR_LEADER_PERMISSIONS });
  const members = useGroupMembers(leader);
  const setHost = useSetHost(visitorId);
  if (!leader || !members.data) return <p>{t('hostIs', { name: hostName ?? t('noHost') })}</p>;
  return (
    <SelectField
      label={t('host')}
      value={hostId === null ? '' : String(hostId)}
      onChange={(e) =>
        setHost.mutate(Number(e.target.value), {
          onSuccess: (f) => notifyDone(t('hostChanged', { name: f.hostName ?? '' })),
          onError: (err) => notifyFailed(t('hostNotChanged'), err, t('tryAgain')),
        })
      }
      options={[
        ...(hostId === null ? [{ value: '', label: t('noHost') }] : []),
        ...members.data.items.map((m) => ({ value: String(m.id), label: m.name })),
      ]}
    />
  );
}

function SecondVisit({ visitorId }: { visitorId: number }) {
  const t = useMessages(followUpMessages);
  const meetings = useUpcomingMeetings(true);
  const invite = useSecondVisit(visitorId);
  const form = useSchemaForm(secondVisitForm, { meetingId: '', message: '' });
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        notifyDone(t('secondVisitSent'));
        form.reset({ meetingId: '', message: '' });
      },
      onError: (err) => {
        if (!showServerErrors(form.setError, err)) form.setError('root', { message: err.message });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label={t('secondVisit')}>
      <h3 className="font-semibold">{t('secondVisit')}</h3>
      <SelectField
        label={t('meeting')}
        {...field('meetingId')}
        options={[
          { value: '', label: t('chooseMeeting') },
          ...(meetings.data ?? []).map((m) => ({
            value: String(m.id),
            label: `${formatDateTime(m.startsAt, m.timezone)} · ${m.title}`,
          })),
        ]}
      />
      <Field label={t('personalMessage')} labelNote={t('optional')} maxLength={1000} {...field('message')} />
      <FormFailure
        title={t('secondVisitNotSent')}
        message={errors.root?.message}
        onDismiss={() => form.clearErrors('root')}
      />
      <Button type="submit" variant="secondary" loading={invite.isPending}>
        {t('sendSecondVisit')}
      </Button>
    </form>
  );
}

function Timeline({ entries }: { entries: { at: string; kind: string; detail: string | null }[] }) {
  const t = useMessages(followUpMessages);
  const timeZone = useGroupTimeZone();
  return (
    <section className="flex flex-col gap-2" aria-label={t('timeline')}>
      <h3 className="font-semibold">{t('timeline')}</h3>
      <ol className="flex flex-col gap-1 border-s ps-3">
        {entries.map((e) => (
          <li key={`${e.kind}-${e.at}-${e.detail ?? ''}`}>
            <span className="text-muted-foreground">{formatDateTime(e.at, timeZone)}</span>{' '}
            {t('event', {
              kind: e.kind.replace(/-/g, '_'),
              // A task's kind is a word of ours; a meeting's title is shown as it is.
              detail: e.kind === 'task-done' ? (e.detail ?? '').replace(/-/g, '_') : (e.detail ?? ''),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
