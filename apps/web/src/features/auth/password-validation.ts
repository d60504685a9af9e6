import { PASSWORD_REQUIREMENTS_MESSAGE, passwordProblems } from '@chapter/shared/password-rules';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { lines } from './field-errors.ts';

/** react-hook-form rules for a new password: required, then every password rule (docs/product-rules.md "Passwords"). */
export const newPasswordRules = (requiredMessage = 'Password is required') => ({
  required: requiredMessage,
  validate: (value: string) => passwordProblems(value).length === 0 || PASSWORD_REQUIREMENTS_MESSAGE,
});

/**
 * The messages to show against a new-password field. After a failed rule check every failed rule is listed
 * (docs/product-rules.md "Passwords"), and the list updates as the user types.
 */
export function newPasswordError(error: FormFieldError | undefined, value: string): string[] | undefined {
  if (error?.type === 'validate') return passwordProblems(value);
  return lines(error?.message);
}
