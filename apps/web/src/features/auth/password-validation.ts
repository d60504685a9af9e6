import { PASSWORD_RULES } from '@chapter/shared/password-rules';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { lines } from './field-errors.ts';
import { authMessages } from './messages.ts';

const { text } = authMessages;

/** Each rule's message, in the order of PASSWORD_RULES (the server says the same in English). */
const RULE_MESSAGES = [
  'passwordRuleLength',
  'passwordRuleUpper',
  'passwordRuleLower',
  'passwordRuleNumber',
  'passwordRuleSpecial',
] as const;

/** Every failed rule's message in the active language, in the rules' order; empty when the password passes. */
export const passwordProblemTexts = (password: string): string[] =>
  PASSWORD_RULES.flatMap((rule, i) => (rule.test(password) ? [] : [text(RULE_MESSAGES[i] ?? 'passwordRequirements')]));

/** react-hook-form rules for a new password: required, then every password rule (docs/product-rules.md "Passwords"). */
export const newPasswordRules = (requiredMessage = text('passwordRequired')) => ({
  required: requiredMessage,
  validate: (value: string) => passwordProblemTexts(value).length === 0 || text('passwordRequirements'),
});

/**
 * The messages to show against a new-password field. After a failed rule check every failed rule is listed
 * (docs/product-rules.md "Passwords"), and the list updates as the user types.
 */
export function newPasswordError(error: FormFieldError | undefined, value: string): string[] | undefined {
  if (error?.type === 'validate') return passwordProblemTexts(value);
  return lines(error?.message);
}
