/**
 * Error codes shared by server and web. The server answers `{ code, message, ... }`;
 * the web maps codes to banners and toasts (docs/product-rules.md "Sign-in errors").
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_CREDENTIALS: 401,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  PERMISSION_DENIED: 403,
  ACCOUNT_INACTIVE: 403,
  SUBSTITUTE_LOGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_IN_USE: 409,
  /** Another active member of the group holds the classification (one member per profession). */
  CLASSIFICATION_TAKEN: 409,
  /**
   * An active member's classification reads the same as the applicant's but for accents or case: the membership
   * committee approves only when it confirms (docs/membership-committee.md).
   */
  CLASSIFICATION_CONFLICT: 409,
  /** The change would leave the platform without an administrator. */
  LAST_ADMIN: 409,
  INVALID_GROUP_CODE: 400,
  GROUP_FULL: 409,
  GROUP_INACTIVE: 409,
  INVALID_RESET_TOKEN: 400,
  INVALID_LOGIN_LINK: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  PAYLOAD_TOO_LARGE: 413,
  ACCOUNT_LOCKED: 423,
  RATE_LIMIT: 429,
  /** A group's SMS allowance for the day would be exceeded. */
  DAILY_CAP_REACHED: 429,
  SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
}

/** The body of every error answer. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  remainingAttempts?: number;
  retryAfter?: number;
  details?: FieldError[];
  /** Which of a route's refusals this is, when the screen says what to do for each (check-in's CHECK_IN_REFUSALS). */
  reason?: string;
  /**
   * With CLASSIFICATION_TAKEN or CLASSIFICATION_CONFLICT on approving an applicant: the active member who holds the
   * classification.
   */
  classificationHeldBy?: { userId: number; name: string };
}
