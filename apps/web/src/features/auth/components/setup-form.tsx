import * as webPaths from '@chapter/shared/web-paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { accountMessages } from '../account/messages.ts';
import { type SetupInput, useCompleteSetup } from '../api/complete-setup.ts';
import { groupByField, lines } from '../field-errors.ts';
import { authMessages } from '../messages.ts';
import { newPasswordError, newPasswordRules } from '../password-validation.ts';
import { EmailField, emailRules, NameField, NewPasswordField, nameRules } from './account-fields.tsx';

const FIELDS = ['name', 'email', 'password'] as const;

/** Creates the first platform administrator from the one-time link the server printed. */
export function SetupForm({ token }: { token: string }) {
  const t = useMessages(authMessages);
  const ta = useMessages(accountMessages);
  const { text } = accountMessages;
  const navigate = useNavigate();
  const setup = useCompleteSetup();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SetupInput>({ defaultValues: { name: '', email: '', password: '' } });
  const password = watch('password');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await setup.mutateAsync({
        token,
        body: { name: values.name.trim(), email: values.email.trim(), password: values.password },
      });
      notifyDone(text('administratorCreated'), result.message);
      await navigate(webPaths.login, { replace: true });
    } catch (err) {
      const api = apiErrorOf(err);
      const byField = groupByField(api?.details ?? [], FIELDS);
      for (const [field, messages] of byField) setError(field, { type: 'server', message: messages.join('\n') });
      setFailure((!api?.network && api?.serverMessage) || api?.message || text('setupFailed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failure && (
        <Banner variant="destructive" title={ta('administratorNotCreated')} onDismiss={() => setFailure(null)}>
          <p>{failure}</p>
        </Banner>
      )}
      <NameField error={lines(errors.name?.message)} {...register('name', nameRules())} />
      <EmailField error={lines(errors.email?.message)} {...register('email', emailRules())} />
      <NewPasswordField
        label={t('password')}
        password={password}
        error={newPasswordError(errors.password, password)}
        {...register('password', newPasswordRules())}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {ta('createAdministrator')}
      </Button>
    </form>
  );
}
