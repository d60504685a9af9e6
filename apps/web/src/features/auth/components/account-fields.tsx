import { PASSWORD_HINT } from '@chapter/shared/password-rules';
import type { ComponentProps } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { EMAIL_PATTERN } from './email-pattern.ts';
import { PasswordChecklist } from './password-checklist.tsx';

/**
 * The account fields every auth form shares (sign-in, registration, first-admin set-up, forgotten, changed and
 * reset passwords): one label, autocomplete hint and rule set each, so the forms cannot drift apart. The rules are
 * plain react-hook-form rules, not zod, to keep zod off the sign-in page's first load (docs/web-delivery.md).
 */
type FieldProps = Omit<ComponentProps<typeof Field>, 'label'> & { label?: string };

export const nameRules = {
  required: 'Name is required',
  validate: (value: string) => value.trim() !== '' || 'Name is required',
};

export const emailRules = {
  required: 'Email is required',
  pattern: { value: EMAIL_PATTERN, message: 'Enter a valid email address' },
};

/** react-hook-form rules for a confirmation that must equal the field named `other`. */
export const confirmRules = <K extends string>(other: K) => ({
  required: 'Confirm your new password',
  validate: (value: string, all: Record<K, string>) => value === all[other] || 'Passwords do not match',
});

export function NameField(props: FieldProps) {
  return <Field label="Full name" autoComplete="name" required {...props} />;
}

export function EmailField(props: FieldProps) {
  return <Field label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** A new password with the rule hint and the live checklist of the rules it meets so far. */
export function NewPasswordField({ password, ...props }: FieldProps & { password: string }) {
  return (
    <Field
      label="New password"
      type="password"
      autoComplete="new-password"
      required
      hint={PASSWORD_HINT}
      below={<PasswordChecklist password={password} />}
      {...props}
    />
  );
}

export function ConfirmPasswordField(props: FieldProps) {
  return <Field label="Confirm new password" type="password" autoComplete="new-password" required {...props} />;
}
