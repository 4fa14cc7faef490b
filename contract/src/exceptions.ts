/**
 * The exception names an error answer carries (spec §8), each with the one HTTP status it comes with. A
 * plain module: the web app reads it on its first load, where no schema is built (decision 0036).
 */
export const exceptionStatuses = {
  ValidationException: 422,
  UnauthorizedAccessException: 401,
  ForbiddenException: 403,
  NotFoundException: 404,
  TooManyRequestsException: 429,
  AccountAlreadyExistsException: 409,
  ReactionNotAllowedException: 403,
  OTPCodeInvalidException: 422,
  OverLimitPayoutException: 422,
  IdentityVerificationRequiredException: 403,
  InsufficientBalanceException: 422,
  ConflictException: 409,
  PayloadTooLargeException: 413,
  InvalidSignatureException: 401,
  ServiceUnavailableException: 503,
  ServerErrorException: 500,
} as const;

export type ExceptionName = keyof typeof exceptionStatuses;

/** The exception names the web app reacts to (spec §8). */
export const exceptionNames = Object.keys(exceptionStatuses) as ExceptionName[];

/**
 * What a signed-in call can answer besides its own: no session (401), nothing there for this person (404),
 * a field that breaks a rule (422), asked too often (429).
 */
export const signedInErrors = [
  'UnauthorizedAccessException',
  'NotFoundException',
  'ValidationException',
  'TooManyRequestsException',
] as const satisfies readonly ExceptionName[];

/** What a staff call can answer: as a signed-in call's, and a role that may not (403). */
export const staffErrors = [
  ...signedInErrors,
  'ForbiddenException',
] as const satisfies readonly ExceptionName[];

/**
 * The `data` an exception's answer carries, for those that carry any (decision 0142); the web app reads it
 * typed by the exception's name.
 */
export interface ExceptionData {
  /** How long to wait before asking again; the Retry-After header says the same. */
  TooManyRequestsException: { retry_in_seconds: number };
  /** What is left of this month's standard payouts, in pesos (`1,500.00`). */
  OverLimitPayoutException: { amount_allowed: string };
  /** Why a signed-in person may not: an account suspended, a staff page without two-factor, payouts held. */
  ForbiddenException: {
    suspended?: true;
    second_factor_required?: true;
    payouts_frozen?: true;
    held_until?: string;
  };
  /** Where the creator's identity check stands, and the page that does it. */
  IdentityVerificationRequiredException: {
    state: 'none' | 'pending' | 'approved' | 'rejected';
    reason: string | null;
    renewal: boolean;
    verify_path: string;
  };
}

/** The `data` of an answer with `exception`: its own shape, or none. */
export type DataOf<Exception extends string> = Exception extends keyof ExceptionData
  ? ExceptionData[Exception]
  : Record<string, unknown>;
