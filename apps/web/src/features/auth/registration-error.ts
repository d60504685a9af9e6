import type { FieldError } from '@chapter/shared/errors';
import { apiErrorOf } from '../../lib/api-error.ts';
import type { ToastInput } from '../../lib/toast.ts';
import type { LoginError } from './login-error.ts';

/** Registration toasts, with the field each one is about (docs/product-rules.md "Sign-in errors"). */
const KNOWN: Record<string, { message: string; field: string }> = {
  INVALID_GROUP_CODE: { message: 'The group code you entered is not valid.', field: 'groupCode' },
  EMAIL_IN_USE: {
    message: 'This email address is already registered. Please log in or use a different email.',
    field: 'email',
  },
  GROUP_FULL: { message: 'This group is currently not accepting new members.', field: 'groupCode' },
  GROUP_INACTIVE: { message: 'This group is not currently active.', field: 'groupCode' },
};

interface RegistrationFailure {
  toast?: ToastInput;
  banner?: LoginError;
  fieldErrors: FieldError[];
}

/** How a failed registration is shown: a toast, and for invalid input the banner and field messages. */
export function registrationFailure(error: unknown): RegistrationFailure {
  const api = apiErrorOf(error);
  const known = api?.code ? KNOWN[api.code] : undefined;
  if (known) {
    return {
      toast: { title: 'Registration Failed', description: known.message, variant: 'destructive' },
      fieldErrors: [{ field: known.field, message: known.message }],
    };
  }
  if (api?.code === 'VALIDATION_ERROR') {
    const message = api.serverMessage || 'Please check the highlighted fields.';
    return {
      banner: { type: 'VALIDATION_ERROR', message, details: api.details },
      fieldErrors: api.details,
    };
  }
  return {
    toast: {
      title: 'Registration Failed',
      description: (!api?.network && api?.serverMessage) || 'Failed to create account',
      variant: 'destructive',
    },
    fieldErrors: [],
  };
}
