import { createSubstitutionRequest } from '@chapter/shared/meetings.schemas';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { useNameSubstitute, useSubstituteAccounts } from '../api/substitutions.ts';
import { meetingsMessages } from '../messages.ts';

/** The form's fields, sent as the shared request: one of the group's Substitute accounts, or a name and e-mail. */
const substituteForm = z
  .object({ accountId: z.string(), substituteName: z.string(), substituteEmail: z.string(), content: z.string() })
  .transform(
    ({ accountId, substituteName, substituteEmail, content }): z.input<typeof createSubstitutionRequest> =>
      accountId ? { substituteUserId: Number(accountId), content } : { substituteName, substituteEmail, content },
  )
  .pipe(createSubstitutionRequest);

const EMPTY = { accountId: '', substituteName: '', substituteEmail: '', content: '' };

/** "I can't come": name one of the group's Substitute accounts, or anyone by name and e-mail. */
export function SubstituteForm({ meetingId }: { meetingId: number }) {
  const t = useMessages(meetingsMessages);
  const [open, setOpen] = useState(false);
  const accounts = useSubstituteAccounts(open);
  const save = useNameSubstitute(meetingId);
  const form = useSchemaForm(substituteForm, EMPTY);
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const accountId = form.watch('accountId');

  if (!open) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t('cantAttend')}
      </Button>
    );
  }
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        notifyDone(t('substituteSent'));
        form.reset(EMPTY);
        setOpen(false);
      },
      onError: (err) => {
        if (!showServerErrors(form.setError, err)) form.setError('root', { message: err.message || t('couldNotSave') });
      },
    }),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
      aria-label={t('nameSubstitute')}
    >
      <SelectField
        label={t('substitute')}
        {...form.register('accountId')}
        options={[
          { value: '', label: t('someoneElse') },
          ...(accounts.data?.items ?? []).map((a) => ({ value: String(a.userId), label: a.name })),
        ]}
      />
      {!accountId && (
        <>
          <Field label={t('name')} required maxLength={120} {...field('substituteName')} />
          <Field label={t('email')} type="email" required {...field('substituteEmail')} />
        </>
      )}
      <Field label={t('noteForLeaders')} labelNote={t('optional')} maxLength={1000} {...field('content')} />
      <FormFailure title={t('notSent')} message={errors.root?.message} onDismiss={() => form.clearErrors('root')} />
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending}>
          {t('sendForApproval')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
