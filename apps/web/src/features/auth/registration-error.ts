import type { FieldError } from '@chapter/shared/errors';
import { apiErrorOf } from '../../lib/api-error.ts';
import type { ToastInput } from '../../lib/toast.ts';
import type { LoginError } from './login-error.ts';
import { authMessages } from './messages.ts';

const { text } = authMessages;

/** Registration toasts, with the field each one is about (docs/product-rules.md "Sign-in errors"). */
const KNOWN = {
  INVALID_GROUP_CODE: { message: 'invalidGroupCode', field: 'groupCode' },
  EMAIL_IN_USE: { message: 'emailInUse', field: 'email' },
  GROUP_FULL: { message: 'groupFull', field: 'groupCode' },
  GROUP_INACTIVE: { message: 'groupInactive', field: 'groupCode' },
} as const;
const isKnown = (code: string | undefined): code is keyof typeof KNOWN => !!code && Object.hasOwn(KNOWN, code);

interface RegistrationFailure {
  toast?: ToastInput;
  banner?: LoginError;
  fieldErrors: FieldError[];
}

/** How a failed registration is shown: a toast, and for invalid input the banner and field messages. */
export function registrationFailure(error: unknown): RegistrationFailure {
  const api = apiErrorOf(error);
  if (isKnown(api?.code)) {
    const known = KNOWN[api.code];
    const message = text(known.message);
    return {
      toast: { title: text('registrationFailed'), description: message, variant: 'destructive' },
      fieldErrors: [{ field: known.field, message }],
    };
  }
  if (api?.code === 'VALIDATION_ERROR') {
    const message = api.serverMessage || text('checkFields');
    return {
      banner: { type: 'VALIDATION_ERROR', message, details: api.details },
      fieldErrors: api.details,
    };
  }
  return {
    toast: {
      title: text('registrationFailed'),
      description: (!api?.network && api?.serverMessage) || text('createFailed'),
      variant: 'destructive',
    },
    fieldErrors: [],
  };
}
