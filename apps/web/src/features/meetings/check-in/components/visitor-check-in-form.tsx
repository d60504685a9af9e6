import { visitorCheckInRequest } from '@chapter/shared/check-in.schemas';
import { CircleCheck, UserPlus } from 'lucide-react';
import { z } from 'zod';
import { CenteredPage } from '../../../../components/layout/centered-page.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { FormFailure } from '../../../../components/ui/form-failure.tsx';
import { fieldBinder } from '../../../../lib/field-binder.ts';
import { showServerErrors, useSchemaForm } from '../../../../lib/forms.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { useVisitorCheckIn } from '../api/check-in.ts';
import { checkInMessages } from '../messages.ts';
import { PageIcon } from './page-icon.tsx';

/** The form's view of the request: an empty e-mail box is "not given". */
const visitorForm = visitorCheckInRequest.extend({
  email: z.union([z.literal(''), visitorCheckInRequest.shape.email.unwrap()]).transform((v) => v || undefined),
});
const EMPTY = { name: '', company: '', classification: '', email: '', phone: '' };

/**
 * A visitor who scanned the screen signs in for the meeting: recorded as a walk-in, as a leader would at the door
 * (docs/meeting-mode.md). The shared rules check the form before it is sent; the server's refusals land on their
 * fields, or above the button.
 */
export function VisitorCheckInForm({ code, onBack }: { code: string; onBack: () => void }) {
  const t = useMessages(checkInMessages);
  const send = useVisitorCheckIn(code);
  const form = useSchemaForm(visitorForm, EMPTY);
  const field = fieldBinder(form.register, form.formState.errors);
  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onError: (err) => {
        if (!showServerErrors(form.setError, err)) form.setError('root', { message: err.message });
      },
    }),
  );

  if (send.isSuccess) {
    return (
      <CenteredPage
        title={t('visitorDone', { name: send.data.name, title: send.data.meetingTitle })}
        icon={<PageIcon icon={CircleCheck} tone="done" />}
      />
    );
  }
  return (
    <CenteredPage
      title={t('visitorTitle')}
      description={<p>{t('visitorIntro')}</p>}
      icon={<PageIcon icon={UserPlus} />}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <Field label={t('name')} required maxLength={120} autoComplete="name" {...field('name')} />
        <Field
          label={t('company')}
          labelNote={t('optional')}
          maxLength={160}
          autoComplete="organization"
          {...field('company')}
        />
        <Field label={t('classification')} labelNote={t('optional')} maxLength={120} {...field('classification')} />
        <Field label={t('email')} labelNote={t('optional')} type="email" autoComplete="email" {...field('email')} />
        <Field
          label={t('phone')}
          labelNote={t('optional')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          {...field('phone')}
        />
        <FormFailure
          title={t('visitorNotSaved')}
          message={form.formState.errors.root?.message}
          onDismiss={() => form.clearErrors('root')}
        />
        <Button type="submit" size="lg" loading={send.isPending}>
          {t('signMeIn')}
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={send.isPending}>
          {t('back')}
        </Button>
      </form>
    </CenteredPage>
  );
}
