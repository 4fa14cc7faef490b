import { errorEnvelope, type ExceptionName } from '@pixel/contract';

/**
 * The closed set of failures a service may report. Each code has one HTTP status and one exception
 * name from the spec's error catalogue; the web app reacts to the name.
 */
export const errorCodes = {
  /** Input broke a rule; `errors` says which field and why. */
  validation: { status: 422, exception: 'ValidationException' },
  /** The content's creator blocked the user, or the content is not open to them (spec §8: 'UNABLE TO REAX'). */
  reaction_not_allowed: { status: 403, exception: 'ReactionNotAllowedException' },
  /** No session, or the session expired. The web app opens the Login modal. */
  unauthorized: { status: 401, exception: 'UnauthorizedAccessException' },
  /** Signed in, but not allowed to touch this. */
  forbidden: { status: 403, exception: 'ForbiddenException' },
  /** Nothing there, or nothing the caller may know exists. */
  not_found: { status: 404, exception: 'NotFoundException' },
  /** Asked too often; `data.retry_in_seconds` says how long to wait. */
  too_many_requests: { status: 429, exception: 'TooManyRequestsException' },
  /** An account exists for this email but is not verified yet. */
  account_exists: { status: 409, exception: 'AccountAlreadyExistsException' },
  /** The state changed under the request (a second submit, a race); safe to reload and retry. */
  conflict: { status: 409, exception: 'ConflictException' },
  /** A webhook whose signature does not hold. */
  invalid_signature: { status: 401, exception: 'InvalidSignatureException' },
  /** A provider we depend on did not answer; the person may try again. */
  unavailable: { status: 503, exception: 'ServiceUnavailableException' },
  /** The request body is larger than the route accepts. */
  payload_too_large: { status: 413, exception: 'PayloadTooLargeException' },
  /** A one-time code is wrong, expired, used, or for another action; the web app clears the code field. */
  otp_invalid: { status: 422, exception: 'OTPCodeInvalidException' },
  /** A standard payout above this month's cap; `data.amount_allowed` is what is left of it. */
  over_limit: { status: 422, exception: 'OverLimitPayoutException' },
  /** A payout before the creator's identity is verified (or verified again past the year's threshold). */
  identity_required: { status: 403, exception: 'IdentityVerificationRequiredException' },
} as const satisfies Record<string, { status: number; exception: ExceptionName }>;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string[]>;
  readonly data?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    details: { errors?: Record<string, string[]>; data?: Record<string, unknown> } = {},
  ) {
    // an expected refusal (401, 404, 422…) is an answer, not a fault: no stack trace to build
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = errorCodes[code].status >= 500 ? limit : 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.code = code;
    this.errors = details.errors;
    this.data = details.data;
  }

  get status() {
    return errorCodes[this.code].status;
  }

  get exception() {
    return errorCodes[this.code].exception;
  }
}

/** A 422 for one field, the usual case: the message shows under that field. */
export function fieldError(field: string, message: string) {
  return new AppError('validation', message, { errors: { [field]: [message] } });
}

/** A 429; `say` words what the person may do next, and when, in place of the generic message. */
export function tooManyRequests(retryInSeconds: number, say?: (seconds: number) => string) {
  const seconds = Math.max(1, Math.ceil(retryInSeconds));
  const message = say ? say(seconds) : `Too many requests. Please try again in ${seconds} seconds.`;
  return new AppError('too_many_requests', message, { data: { retry_in_seconds: seconds } });
}

/** The error answers most signed-in calls can give, for their response schemas. */
export const commonErrorResponses = {
  401: errorEnvelope,
  404: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
};
