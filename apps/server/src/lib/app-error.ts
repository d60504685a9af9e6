import { ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldError } from '@chapter/shared/errors';

/** The one error type services throw; the error handler turns it into `{ code, message, ... }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: Omit<ErrorBody, 'code' | 'message'>;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: Omit<ErrorBody, 'code' | 'message'> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.extra = extra;
    this.headers = headers;
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const validationError = (message: string, details: FieldError[]) =>
  new AppError('VALIDATION_ERROR', message, { details });

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
