import type { FieldError } from '@chapter/shared/errors';

/** A failed call: an HTTP error, a local rule (401/403 without a request) or a network failure (status 500). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `code`, when it sent one. */
  readonly code: string | undefined;
  /** The server's own message, before the status mapping; login and registration show it as is. */
  readonly serverMessage: string | undefined;
  readonly details: FieldError[];
  readonly remainingAttempts: number | undefined;
  readonly retryAfter: number | undefined;
  /** Which of a route's refusals it is, when the server names one (check-in's CHECK_IN_REFUSALS). */
  readonly reason: string | undefined;
  readonly headers: Headers | undefined;
  /** True when no answer arrived at all. */
  readonly network: boolean;
  /** True when the client refused the call without sending it. */
  readonly local: boolean;

  constructor(
    status: number,
    message: string,
    extra: Partial<Omit<ApiError, 'status' | 'message' | 'name' | 'stack' | 'cause'>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = extra.code;
    this.serverMessage = extra.serverMessage;
    this.details = extra.details ?? [];
    this.remainingAttempts = extra.remainingAttempts;
    this.retryAfter = extra.retryAfter;
    this.reason = extra.reason;
    this.headers = extra.headers;
    this.network = extra.network ?? false;
    this.local = extra.local ?? false;
  }
}

/*
 * Reading a failed call (docs/web-conventions.md "Telling the outcome of a change"): code outside lib/ reads a
 * failure through these and failureReason (lib/notify.ts), never with `instanceof ApiError` of its own
 * (apps/web/lint/api-error-reader.grit), so every screen reads an answer, and words its absence, the same way.
 */

/** The failed call behind `err`, or undefined for anything else (a bug, a cancelled request). */
export function apiErrorOf(err: unknown): ApiError | undefined {
  return err instanceof ApiError ? err : undefined;
}

/** The server's answer behind `err`: its ApiError when the server answered, undefined when no answer came. */
export function answerOf(err: unknown): ApiError | undefined {
  const api = apiErrorOf(err);
  return api && !api.network ? api : undefined;
}

/** The server answered 404: what was asked for is gone, or was never there. */
export function isNotFound(err: unknown): boolean {
  return apiErrorOf(err)?.status === 404;
}

/**
 * A 4xx the same request would get again, so a queued change stops being sent by itself (docs/installable-app.md
 * "Writing offline"); 401 (sign in again), 408 and 429 (wait) are worth retrying.
 */
export function isFinalRefusal(err: ApiError): boolean {
  return !err.network && err.status >= 400 && err.status < 500 && ![401, 408, 429].includes(err.status);
}
