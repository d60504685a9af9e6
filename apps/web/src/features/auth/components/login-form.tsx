import type { LoginRequest } from '@chapter/shared/auth.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyProblem, notifyWarning } from '../../../lib/notify.ts';
import { useLogin } from '../api/login.ts';
import { type LoginError, loginToast, toLoginError } from '../login-error.ts';
import { authMessages } from '../messages.ts';
import { useSignInNavigation } from '../sign-in-navigation.ts';
import { EmailField, emailRules } from './account-fields.tsx';

interface Props {
  defaultEmail: string;
  /** Filled in only right after registering, with the password just chosen. */
  defaultPassword?: string;
  /** Where to go after signing in: the page the user was sent away from, else /home. */
  returnPath: string;
  onError: (error: LoginError) => void;
  onForgotPassword: () => void;
}

export function LoginForm({ defaultEmail, defaultPassword = '', returnPath, onError, onForgotPassword }: Props) {
  const t = useMessages(authMessages);
  const { navigate } = useSignInNavigation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ defaultValues: { email: defaultEmail, password: defaultPassword } });
  const field = fieldBinder(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values);
      await navigate(result.mustChangePassword ? webPaths.changePassword : returnPath, { replace: true });
    } catch (err) {
      const error = toLoginError(err);
      onError(error);
      const told = loginToast(error);
      // An inactive account is a warning (docs/product-rules.md "Sign-in errors"); every other failure a problem.
      (told.variant === 'warning' ? notifyWarning : notifyProblem)(told.title, told.description);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField autoComplete="username" {...field('email', emailRules())} />
      <div className="flex flex-col gap-1.5">
        <Field
          label={t('password')}
          type="password"
          autoComplete="current-password"
          required
          {...field('password', { required: t('passwordRequired') })}
        />
        <Button variant="link" size="sm" className="self-end text-sm" onClick={onForgotPassword}>
          {t('forgotPassword')}
        </Button>
      </div>
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {t('signIn')}
      </Button>
    </form>
  );
}
