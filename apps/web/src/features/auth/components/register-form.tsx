import { GROUP_CODE_PATTERN } from '@chapter/shared/constants';
import { useEffect, useRef } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyProblem } from '../../../lib/notify.ts';
import { useRegister } from '../api/register.ts';
import { groupByField, lines } from '../field-errors.ts';
import type { LoginError } from '../login-error.ts';
import { authMessages } from '../messages.ts';
import { newPasswordError, newPasswordRules, passwordProblemTexts } from '../password-validation.ts';
import { registrationFailure } from '../registration-error.ts';
import { useSignInNavigation } from '../sign-in-navigation.ts';
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
  /** The banner raised by the password rules is out of date: the password now meets them all. */
  onPasswordFixed: () => void;
  onRegistered: (account: { email: string; password: string }) => void;
}

/** What a new account does next, without repeating the toast's title (docs/product-rules.md "Sign-in screen"). */
const nextStep = (joinedGroup: boolean): string => authMessages.text(joinedGroup ? 'nextStepJoin' : 'nextStepStart');

/** A group code is digits only: letters, spaces and dashes typed or pasted in are dropped as they arrive. */
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * The group code a join link carries (`/register?code=123456`, the link a leader shares): six digits, or nothing
 * (docs/product-rules.md "Sign-in screen").
 */
function joinLinkCode(search: URLSearchParams): string {
  const code = search.get('code') ?? '';
  return GROUP_CODE_PATTERN.test(code) ? code : '';
}

export function RegisterForm({ onError, onPasswordFixed, onRegistered }: Props) {
  const t = useMessages(authMessages);
  const registration = useRegister();
  const search = new URLSearchParams(useSignInNavigation().search);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RegisterValues>({
    defaultValues: { name: '', email: '', password: '', groupCode: joinLinkCode(search) },
  });
  const password = watch('password');
  const passwordError = newPasswordError(errors.password, password);
  // The rules banner describes the password as it was at submit; once it meets every rule the banner goes.
  const rulesBannerShown = useRef(false);
  const passwordMeetsRules = passwordProblemTexts(password).length === 0;
  useEffect(() => {
    if (!passwordMeetsRules || !rulesBannerShown.current) return;
    rulesBannerShown.current = false;
    onPasswordFixed();
  }, [passwordMeetsRules, onPasswordFixed]);

  const onInvalid = (invalid: FieldErrors<RegisterValues>) => {
    if (invalid.password?.type !== 'validate') return;
    const problems = passwordProblemTexts(password);
    rulesBannerShown.current = true;
    onError({
      type: 'VALIDATION_ERROR',
      message: t('passwordRequirements'),
      details: problems.map((message) => ({ field: 'password', message })),
    });
  };

  const onValid = async (values: RegisterValues) => {
    try {
      const groupCode = digitsOnly(values.groupCode);
      await registration.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(groupCode && { groupCode }),
      });
      // The server's message starts with the same words as the title, so the toast says the next step instead.
      notifyDone(t('accountCreated'), nextStep(groupCode !== ''));
      onRegistered({ email: values.email.trim(), password: values.password });
    } catch (err) {
      const failure = registrationFailure(err);
      for (const [field, messages] of groupByField(failure.fieldErrors, REGISTER_FIELDS)) {
        setError(field, { type: 'server', message: messages.join('\n') });
      }
      if (failure.banner) onError(failure.banner);
      if (failure.toast) notifyProblem(failure.toast.title, failure.toast.description);
    }
  };

  const groupCodeField = register('groupCode', {
    validate: (v) => v === '' || GROUP_CODE_PATTERN.test(v) || t('groupCodeInvalid'),
  });

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-4">
      <NameField error={lines(errors.name?.message)} {...register('name', nameRules())} />
      <EmailField error={lines(errors.email?.message)} {...register('email', emailRules())} />
      <NewPasswordField
        label={t('password')}
        password={password}
        error={passwordError}
        {...register('password', newPasswordRules())}
      />
      <Field
        label={t('groupCode')}
        labelNote={t('optional')}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={6}
        placeholder={t('groupCodePlaceholder')}
        hint={t('groupCodeHint')}
        error={lines(errors.groupCode?.message)}
        {...groupCodeField}
        onChange={(event) => {
          event.target.value = digitsOnly(event.target.value);
          return groupCodeField.onChange(event);
        }}
        // A pasted "482 913" would lose its last digit to the 6-character limit before the space is dropped.
        onPaste={(event) => {
          event.preventDefault();
          const { value, selectionStart, selectionEnd } = event.currentTarget;
          const pasted = event.clipboardData.getData('text');
          const next =
            value.slice(0, selectionStart ?? value.length) + pasted + value.slice(selectionEnd ?? value.length);
          setValue('groupCode', digitsOnly(next).slice(0, 6), { shouldValidate: isSubmitted });
        }}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {t('createAccount')}
      </Button>
    </form>
  );
}
