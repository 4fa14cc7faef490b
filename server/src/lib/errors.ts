import { errorEnvelope, type ExceptionName, type Said, type ValuesOf, write } from '@pixel/contract';
import { en } from '../locales/en.ts';

type ErrorTexts = typeof en.errors;
export type ErrorKey = keyof ErrorTexts;

/**
 * What an error says, by its key in the server's `errors` catalogue (decision 0142): `say('giftNotFound')`,
 * `say('tiersAtMost', { max: 5 })`. The error handler writes it in the request's language.
 */
export const say = <Key extends ErrorKey>(key: Key, ...values: ValuesOf<ErrorTexts, Key>): Said =>
  values[0] ? { key, values: values[0] } : { key };

/** `said` in English, as logs and the record read it. */
export const inEnglish = (said: Said) => write(said, { texts: en.errors, fields: en.fields }) ?? said.key;

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
  /** What the answer's `message` says, written in the request's language on the way out. */
  readonly said: Said;
  /** What each field's messages say, the same way. */
  readonly errors?: Record<string, Said[]>;
  readonly data?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    said: Said,
    details: { errors?: Record<string, Said[]>; data?: Record<string, unknown> } = {},
  ) {
    // an expected refusal (401, 404, 422…) is an answer, not a fault: no stack trace to build
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = errorCodes[code].status >= 500 ? limit : 0;
    super(inEnglish(said));
    Error.stackTraceLimit = limit;
    this.code = code;
    this.said = said;
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
export function fieldError(field: string, said: Said) {
  return new AppError('validation', said, { errors: { [field]: [said] } });
}

/** A 429; `saying` words what the person may do next, and when, in place of the generic message. */
export function tooManyRequests(retryInSeconds: number, saying?: (seconds: number) => Said) {
  const seconds = Math.max(1, Math.ceil(retryInSeconds));
  const said = saying ? saying(seconds) : say('tooManyRequests', { seconds });
  return new AppError('too_many_requests', said, { data: { retry_in_seconds: seconds } });
}

/** The error answers most signed-in calls can give, for their response schemas. */
export const commonErrorResponses = {
  401: errorEnvelope,
  404: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
};
