import { ownEmailChangeRequest } from '@chapter/shared/profile.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FormFailure } from '../../../components/ui/form-failure.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { useChangeEmail } from '../../../lib/change-email.ts';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { settingsMessages } from '../messages.ts';

/** Changes the sign-in e-mail; the current password proves it is the account holder. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const t = useMessages(settingsMessages);
  const { text } = settingsMessages;
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useSchemaForm(ownEmailChangeRequest, { email: '', password: '' });
  const field = fieldBinder(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const profile = await change.mutateAsync(values);
      notifyDone(text('emailChanged'), text('emailChangedMessage', { email: profile.email }));
      reset();
    } catch (err) {
      const api = apiErrorOf(err);
      if (api?.code === 'EMAIL_IN_USE') return setError('email', { message: api.message });
      const passwordDetail = api?.details.find((d) => d.field === 'password');
      const emailDetail = api?.details.find((d) => d.field === 'email');
      if (emailDetail) setError('email', { message: emailDetail.message });
      if (passwordDetail) return setError('password', { message: passwordDetail.message });
      if (!emailDetail) setError('root', { message: api?.message ?? text('emailChangeFailed') });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-sm">
        {t('currently')} <span className="font-medium">{currentEmail}</span>
      </p>
      <Field label={t('newEmail')} type="email" autoComplete="email" required {...field('email')} />
      <Field
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <FormFailure title={t('emailNotChanged')} message={errors.root?.message} onDismiss={() => clearErrors('root')} />
      <Button type="submit" loading={isSubmitting} className="self-start">
        {t('changeEmail')}
      </Button>
    </form>
  );
}
