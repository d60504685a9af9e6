import { RESET_REDIRECT_MS } from '@chapter/shared/constants';
import * as webPaths from '@chapter/shared/web-paths';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { answerOf } from '../../../lib/api-error.ts';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { accountMessages } from '../account/messages.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { authMessages } from '../messages.ts';
import { ConfirmPasswordField, confirmRules, NewPasswordField } from './account-fields.tsx';

/** idle → submitting → success, then /login after 3 seconds (docs/product-rules.md "Sign-in screen"). */
type ResetStatus = 'idle' | 'submitting' | 'success';

interface Values {
  password: string;
  confirmPassword: string;
}

interface Failure {
  message: string;
  details: string[];
}

function failureOf(err: unknown): Failure {
  const api = answerOf(err);
  return {
    message: api?.serverMessage || accountMessages.text('resetFailed'),
    details: api?.details.map((d) => d.message) ?? [],
  };
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useMessages(authMessages);
  const ta = useMessages(accountMessages);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [status, setStatus] = useState<ResetStatus>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [successMessage, setSuccessMessage] = useState('');
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { password: '', confirmPassword: '' } });
  const field = fieldBinder(register, errors);
  const password = watch('password');

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => void navigate(webPaths.login, { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  // Only "required" and "must match" are checked here; the server applies the password rules.
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setStatus('submitting');
    try {
      const result = await reset.mutateAsync({ token, password: values.password });
      setSuccessMessage(result.message);
      setStatus('success');
    } catch (err) {
      setFailure(failureOf(err));
      setStatus('idle');
    }
  });

  if (status === 'success') {
    return (
      <div className="flex flex-col gap-4">
        <Banner variant="success" title={ta('passwordReset')} urgent={false}>
          <p>{successMessage}</p>
          <p>{ta('takingYouToSignIn')}</p>
        </Banner>
        <Link to={webPaths.login} replace className={buttonClasses('primary', 'lg', 'w-full')}>
          {ta('goToSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {failure && (
        <Banner variant="destructive" title={ta('passwordNotReset')} onDismiss={() => setFailure(null)}>
          <p>{failure.message}</p>
          {failure.details.length > 0 && (
            <ul className="list-disc ps-5">
              {failure.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
        </Banner>
      )}
      <NewPasswordField password={password} {...field('password', { required: ta('enterNewPassword') })} />
      <ConfirmPasswordField
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', confirmRules('password'))}
      />
      <Button type="submit" size="lg" loading={status === 'submitting'} className="w-full">
        {ta('resetPassword')}
      </Button>
      <Link to={webPaths.login} className={buttonClasses('ghost', 'md', 'w-full')}>
        {t('returnToSignIn')}
      </Link>
    </form>
  );
}
