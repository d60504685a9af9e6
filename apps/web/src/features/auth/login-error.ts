import { DEFAULT_RATE_LIMIT_WAIT_SECONDS } from '@chapter/shared/constants';
import type { FieldError } from '@chapter/shared/errors';
import type { BannerVariant } from '../../components/ui/banner.tsx';
import { type ApiError, answerOf } from '../../lib/api-error.ts';
import type { ToastInput } from '../../lib/toast.ts';
import { authMessages } from './messages.ts';

const { text } = authMessages;

/** A login error's type (docs/product-rules.md "Sign-in errors"). */
export type LoginErrorType =
  | 'INVALID_CREDENTIALS'
  | 'RATE_LIMIT'
  | 'ACCOUNT_LOCKED'
  | 'SUBSTITUTE_LOGIN'
  | 'NETWORK_ERROR'
  | 'VALIDATION_ERROR'
  | 'SERVER_ERROR';

export interface LoginError {
  type: LoginErrorType;
  message: string;
  remainingAttempts?: number;
  /** Seconds until another attempt may succeed; drives the countdown. */
  retryAfter?: number;
  details?: FieldError[];
  /** The server's code when it differs from the type (ACCOUNT_INACTIVE shows as SERVER_ERROR). */
  code?: string;
}

const TITLES = {
  INVALID_CREDENTIALS: 'titleLoginFailed',
  RATE_LIMIT: 'titleTooManyAttempts',
  ACCOUNT_LOCKED: 'titleAccountLocked',
  SUBSTITUTE_LOGIN: 'titleAccessDenied',
  NETWORK_ERROR: 'titleConnectionError',
  VALIDATION_ERROR: 'titleInvalidInput',
  SERVER_ERROR: 'titleError',
} as const;

/** The banner's title by error type. */
export function bannerTitle(type: LoginErrorType): string {
  return text(TITLES[type]);
}

/** Warning for validation, neutral for network, destructive for the rest. */
export function bannerVariant(type: LoginErrorType): BannerVariant {
  if (type === 'VALIDATION_ERROR') return 'warning';
  if (type === 'NETWORK_ERROR') return 'neutral';
  return 'destructive';
}

/** 'N attempt(s) remaining', only when N > 0. */
export function attemptsText(remaining: number | undefined): string | null {
  if (remaining === undefined || remaining <= 0) return null;
  return text('attemptsRemaining', { count: remaining });
}

/** 899 → '14:59'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function rateLimitReset(error: ApiError): number {
  const header = Number(error.headers?.get('X-RateLimit-Reset'));
  return Number.isFinite(header) && header > 0 ? header : DEFAULT_RATE_LIMIT_WAIT_SECONDS;
}

/** A failed login response as a login error (docs/product-rules.md "Sign-in errors"). */
export function toLoginError(err: unknown): LoginError {
  const error = answerOf(err);
  if (!error) return { type: 'NETWORK_ERROR', message: text('networkError') };
  const message = error.serverMessage;
  if (error.status === 429) {
    const reset = rateLimitReset(error);
    return {
      type: 'RATE_LIMIT',
      message: text('tooManyLoginAttempts', { minutes: Math.ceil(reset / 60) }),
      retryAfter: reset,
    };
  }
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return {
        type: 'INVALID_CREDENTIALS',
        message: message || text('invalidCredentials'),
        remainingAttempts: error.remainingAttempts,
      };
    case 'ACCOUNT_LOCKED':
      return {
        type: 'ACCOUNT_LOCKED',
        message: message || text('accountLocked'),
        retryAfter: error.retryAfter,
      };
    case 'SUBSTITUTE_LOGIN':
      return { type: 'SUBSTITUTE_LOGIN', message: message || text('accessDenied') };
    case 'VALIDATION_ERROR':
      return { type: 'VALIDATION_ERROR', message: message || text('invalidInput'), details: error.details };
    default:
      return { type: 'SERVER_ERROR', message: message || text('unexpectedError'), code: error.code };
  }
}

/** The toast for a failed login (docs/product-rules.md "Sign-in errors"). */
export function loginToast(error: LoginError): ToastInput {
  if (error.code === 'ACCOUNT_INACTIVE') {
    return {
      title: text('titleAccountInactive'),
      description: text('contactSupport', { message: error.message }),
      variant: 'warning',
    };
  }
  if (error.type === 'INVALID_CREDENTIALS') {
    const left = error.remainingAttempts;
    const suffix = left !== undefined && left > 0 ? ` ${text('attemptsBeforeLockout', { count: left })}` : '';
    return {
      title: text('titleLoginFailed'),
      description: `${error.message.replace(/\.$/, '')}.${suffix}`,
      variant: 'destructive',
    };
  }
  return {
    title: text('titleError'),
    description: error.message || text('loginErrorFallback'),
    variant: 'destructive',
  };
}
