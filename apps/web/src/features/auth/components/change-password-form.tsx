import * as webPaths from '@chapter/shared/web-paths';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../lib/notify.ts';
import { accountMessages } from '../account/messages.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useSetFirstPassword } from '../api/set-first-password.ts';
import { groupByField, lines } from '../field-errors.ts';
import { newPasswordError, newPasswordRules } from '../password-validation.ts';
import { ConfirmPasswordField, confirmRules, NewPasswordField } from './account-fields.tsx';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['currentPassword', 'newPassword'] as const;

interface Props {
  /**
   * From settings: the user stays on the page and the form clears. Without it (the forced change after a
   * temporary password) the user continues to /home.
   */
  stayOnPage?: boolean;
  /** The account signed in by a one-time link and has no password yet: there is no current one to ask for. */
  firstPassword?: boolean;
}

/**
 * Replaces a temporary (or any) password: current one, new one with the password rules, confirmation; or, for an
 * account without a password, chooses its first one.
 */
export function ChangePasswordForm({ stayOnPage = false, firstPassword = false }: Props) {
  const ta = useMessages(accountMessages);
  const { text } = accountMessages;
  const navigate = useNavigate();
  const change = useChangePassword();
  const setFirst = useSetFirstPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const newPassword = watch('newPassword');

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    setFailure(null);
    try {
      const result = firstPassword
        ? await setFirst.mutateAsync(next)
        : await change.mutateAsync({ currentPassword, newPassword: next });
      // The server ends every other session (docs/security-checklist.md, security 5); the message says so.
      notifyDone(firstPassword ? text('passwordSaved') : text('passwordChanged'), result.message);
      if (stayOnPage) reset();
      else await navigate(webPaths.home, { replace: true });
    } catch (err) {
      const api = apiErrorOf(err);
      const byField = groupByField(api?.details ?? [], FIELDS);
      for (const [field, messages] of byField) setError(field, { type: 'server', message: messages.join('\n') });
      if (byField.size === 0) setFailure(api?.serverMessage || api?.message || text('changeFailed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failure && (
        <Banner variant="destructive" title={ta('passwordNotChanged')} onDismiss={() => setFailure(null)}>
          <p>{failure}</p>
        </Banner>
      )}
      {!firstPassword && (
        <Field
          label={ta('currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          error={lines(errors.currentPassword?.message)}
          {...register('currentPassword', { required: ta('enterCurrentPassword') })}
        />
      )}
      <NewPasswordField
        password={newPassword}
        error={newPasswordError(errors.newPassword, newPassword)}
        {...register('newPassword', newPasswordRules(ta('enterNewPassword')))}
      />
      <ConfirmPasswordField
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', confirmRules('newPassword'))}
      />
      <Button
        type="submit"
        size={stayOnPage ? 'md' : 'lg'}
        loading={isSubmitting}
        className={stayOnPage ? 'self-start' : 'w-full'}
      >
        {firstPassword ? ta('savePassword') : ta('changePassword')}
      </Button>
    </form>
  );
}
