import { GROUP_CODE_PATTERN } from '@chapter/shared/constants';
import { PASSWORD_REQUIREMENTS_MESSAGE, passwordProblems } from '@chapter/shared/password-rules';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRegister } from '../api/register.ts';
import { groupByField, lines } from '../field-errors.ts';
import type { LoginError } from '../login-error.ts';
import { newPasswordError, newPasswordRules } from '../password-validation.ts';
import { registrationFailure } from '../registration-error.ts';
import { EmailField, emailRules, NameField, NewPasswordField, nameRules } from './account-fields.tsx';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  groupCode: string;
}

export const REGISTER_FIELDS = ['name', 'email', 'password', 'groupCode'] as const;

interface Props {
  onError: (error: LoginError) => void;
  onRegistered: (email: string) => void;
}

export function RegisterForm({ onError, onRegistered }: Props) {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ defaultValues: { name: '', email: '', password: '', groupCode: '' } });
  const password = watch('password');
  const passwordError = newPasswordError(errors.password, password);

  const onInvalid = (invalid: FieldErrors<RegisterValues>) => {
    if (invalid.password?.type !== 'validate') return;
    const problems = passwordProblems(password);
    onError({
      type: 'VALIDATION_ERROR',
      message: PASSWORD_REQUIREMENTS_MESSAGE,
      details: problems.map((message) => ({ field: 'password', message })),
    });
  };

  const onValid = async (values: RegisterValues) => {
    try {
      const groupCode = values.groupCode.trim();
      const result = await registration.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(groupCode && { groupCode }),
      });
      toast({ title: 'Account created', description: result.message, variant: 'success' });
      onRegistered(values.email.trim());
    } catch (err) {
      const failure = registrationFailure(err);
      for (const [field, messages] of groupByField(failure.fieldErrors, REGISTER_FIELDS)) {
        setError(field, { type: 'server', message: messages.join('\n') });
      }
      if (failure.banner) onError(failure.banner);
      if (failure.toast) toast(failure.toast);
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-4">
      <NameField error={lines(errors.name?.message)} {...register('name', nameRules)} />
      <EmailField error={lines(errors.email?.message)} {...register('email', emailRules)} />
      <NewPasswordField
        label="Password"
        password={password}
        error={passwordError}
        {...register('password', newPasswordRules())}
      />
      <Field
        label="Group code"
        labelNote="(optional)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder="Enter 6-digit code"
        hint="Enter a 6-digit group code"
        error={lines(errors.groupCode?.message)}
        {...register('groupCode', {
          validate: (v) =>
            v.trim() === '' || GROUP_CODE_PATTERN.test(v.trim()) || 'Group code must be exactly 6 digits',
        })}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        Create account
      </Button>
    </form>
  );
}
