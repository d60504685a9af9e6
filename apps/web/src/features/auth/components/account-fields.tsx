import type { ComponentProps } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { authMessages } from '../messages.ts';
import { EMAIL_PATTERN } from './email-pattern.ts';
import { PasswordChecklist } from './password-checklist.tsx';

/**
 * The account fields every auth form shares (sign-in, registration, first-admin set-up, forgotten, changed and
 * reset passwords): one label, autocomplete hint and rule set each, so the forms cannot drift apart. The rules are
 * plain react-hook-form rules, not zod, to keep zod off the sign-in page's first load (docs/web-delivery.md). Rules
 * are made at render, in the language the form is shown in.
 */
type FieldProps = Omit<ComponentProps<typeof Field>, 'label'> & { label?: string };

const { text } = authMessages;

export const nameRules = () => ({
  required: text('nameRequired'),
  validate: (value: string) => value.trim() !== '' || text('nameRequired'),
});

export const emailRules = () => ({
  required: text('emailRequired'),
  pattern: { value: EMAIL_PATTERN, message: text('emailInvalid') },
});

/** react-hook-form rules for a confirmation that must equal the field named `other`. */
export const confirmRules = <K extends string>(other: K) => ({
  required: text('confirmRequired'),
  validate: (value: string, all: Record<K, string>) => value === all[other] || text('passwordsDiffer'),
});

export function NameField(props: FieldProps) {
  const t = useMessages(authMessages);
  return <Field label={t('fullName')} autoComplete="name" required {...props} />;
}

export function EmailField(props: FieldProps) {
  const t = useMessages(authMessages);
  return <Field label={t('email')} type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** A new password with the rule hint and the live checklist of the rules it meets so far. */
export function NewPasswordField({ password, ...props }: FieldProps & { password: string }) {
  const t = useMessages(authMessages);
  return (
    <Field
      label={t('newPassword')}
      type="password"
      autoComplete="new-password"
      required
      hint={t('passwordHint')}
      below={<PasswordChecklist password={password} />}
      {...props}
    />
  );
}

export function ConfirmPasswordField(props: FieldProps) {
  const t = useMessages(authMessages);
  return <Field label={t('confirmNewPassword')} type="password" autoComplete="new-password" required {...props} />;
}
