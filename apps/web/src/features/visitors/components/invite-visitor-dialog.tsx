import { inviteVisitorRequest } from '@chapter/shared/visitors.schemas';
import { useEffect } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { formatDateTime } from '../../../lib/format/index.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { useInviteVisitor } from '../api/invite-visitor.ts';
import { useUpcomingMeetings } from '../api/upcoming-meetings.ts';
import { visitorsMessages } from '../messages.ts';

/** The invitation as the form holds it: the meeting is the select's text until it is sent (its message read then). */
const inviteForm = inviteVisitorRequest.extend({
  meetingId: z.coerce
    .number()
    .int()
    .positive({ error: () => visitorsMessages.text('chooseMeeting') }),
});

const EMPTY = { name: '', email: '', phone: '', company: '', classification: '', meetingId: '', message: '' };

/** Invite a guest to one of the coming meetings; the guest gets an e-mail with accept and decline links. */
export function InviteVisitorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const t = useMessages(visitorsMessages);
  const meetings = useUpcomingMeetings(open);
  const invite = useInviteVisitor();
  const form = useSchemaForm(inviteForm, EMPTY);
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const first = meetings.data?.[0]?.id;
  // The next meeting is chosen until the member picks another.
  useEffect(() => {
    if (first !== undefined && !form.getValues('meetingId')) form.setValue('meetingId', String(first));
  }, [first, form]);

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (v) => {
        notifyDone(t('invitationSent', { email: v.email }));
        form.reset(EMPTY);
        onOpenChange(false);
      },
      onError: (err) => {
        if (!showServerErrors(form.setError, err)) form.setError('root', { message: err.message });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('inviteVisitor')} description={t('inviteIntro')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field label={t('name')} required maxLength={120} {...field('name')} />
        <Field label={t('email')} type="email" required {...field('email')} />
        <Field
          label={t('phone')}
          labelNote={t('optional')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          {...field('phone')}
        />
        <Field label={t('company')} labelNote={t('optional')} maxLength={160} {...field('company')} />
        <Field label={t('classification')} labelNote={t('optional')} maxLength={120} {...field('classification')} />
        <SelectField
          label={t('meeting')}
          {...field('meetingId')}
          options={(meetings.data ?? []).map((m) => ({
            value: String(m.id),
            // The meeting's own zone: the hour it starts where it is held.
            label: `${formatDateTime(m.startsAt, m.timezone)} · ${m.title}`,
          }))}
        />
        <Field label={t('personalMessage')} labelNote={t('optional')} maxLength={1000} {...field('message')} />
        <FormFailure
          title={t('invitationNotSent')}
          message={errors.root?.message}
          onDismiss={() => form.clearErrors('root')}
        />
        <Button type="submit" loading={invite.isPending} disabled={first === undefined}>
          {t('sendInvitation')}
        </Button>
      </form>
    </Dialog>
  );
}
