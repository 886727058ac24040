/** Error codes a service may throw; the server maps each to an HTTP status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  WRONG_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  CONSULTATION_CLOSED: 409,
  CONSULTATION_NOT_AI: 409,
  PAYLOAD_TOO_LARGE: 413,
  // Attorney profile picture: the bytes are not a PNG, JPEG or WebP image.
  UNSUPPORTED_IMAGE: 415,
  RATE_LIMITED: 429,
  FREE_LIMIT_REACHED: 402,
  AI_QUOTA: 429,
  AI_UNAVAILABLE: 503,
  PAYMENT_INCOMPLETE: 402,
  PAYMENT_UNAVAILABLE: 503,
  PAYMENTS_NOT_CONFIGURED: 503,
  SMS_SIGNATURE: 403,
  UNAVAILABLE: 503,
  FORUM_TIMEOUT: 504,
  FORUM_UNAVAILABLE: 503,
  FORUM_BLOCKED: 502,
  FORUM_BAD_ANSWER: 502,
  INTERNAL: 500,
  // Admin.
  ACCOUNT_BANNED: 403,
  CANNOT_BAN_SELF: 400,
  // Accounts: password links and attorney review.
  INVALID_RESET_TOKEN: 400,
  // Notifications: an unsubscribe link that is not ours or names no account.
  INVALID_UNSUBSCRIBE_TOKEN: 400,
  // Third-party sign-in (OpenID Connect).
  IDENTITY_NOT_CONFIGURED: 404,
  IDENTITY_UNAVAILABLE: 503,
  IDENTITY_DENIED: 401,
  IDENTITY_FAILED: 401,
  IDENTITY_EXPIRED: 401,
  IDENTITY_NO_EMAIL: 403,
  IDENTITY_EMAIL_UNVERIFIED: 403,
  ACCOUNT_CLOSED: 403,
  ATTORNEY_PENDING: 403,
  ATTORNEY_REJECTED: 403,
  // Second factor (decision 0059).
  SECOND_FACTOR_REQUIRED: 403,
  SECOND_FACTOR_INVALID: 400,
  SECOND_FACTOR_EXPIRED: 401,
  SECOND_FACTOR_ALREADY_ON: 409,
  SECOND_FACTOR_OFF: 409,
  PASSKEY_INVALID: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  constructor(code: ErrorCode, message?: string, field?: string, options?: { cause?: unknown }) {
    super(message ?? code, options);
    this.code = code;
    this.field = field;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** The JSON body every error reply carries. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  field?: string;
}
