import type { z } from 'zod';
import { errorEnvelope, type ExceptionName, IDEMPOTENCY_KEY_HEADER } from '@pixel/contract';

const baseUrl: string = import.meta.env.VITE_API_URL ?? '';

export const defaultErrorMessage = 'An unexpected error has occurred. Try again later.';

/** A failed call, read from the API's error envelope `{ exception, message, errors?, data? }`. */
export class ApiError extends Error {
  readonly status: number;
  /** The spec's exception name, e.g. `ValidationException`; `NetworkException` when the server was not reached. */
  readonly exception: ExceptionName | 'NetworkException' | (string & {});
  readonly errors: Record<string, string[]> | undefined;
  readonly data: Record<string, unknown> | undefined;

  constructor(options: {
    status: number;
    exception: string;
    message: string;
    errors?: Record<string, string[]> | undefined;
    data?: Record<string, unknown> | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.exception = options.exception;
    this.errors = options.errors;
    this.data = options.data;
  }

  /** `data.retry_in_seconds` of a TooManyRequestsException (or any answer that carries it). */
  get retryInSeconds(): number | undefined {
    const value = this.data?.retry_in_seconds;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  }
}

export const isApiError = (error: unknown, exception?: string): error is ApiError =>
  error instanceof ApiError && (exception === undefined || error.exception === exception);

type Scalar = string | number | boolean;
export type QueryParams = Record<string, Scalar | Scalar[] | null | undefined>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Drops undefined, null and empty-string values (spec §5: empty query parameters are never sent). */
export function compact<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value))) as Partial<T>;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!isEmpty(item)) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

type RequestOptions<S extends z.ZodType | undefined> = {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** The contract's response schema; the parsed value is returned, so the answer is typed by the contract. */
  schema?: S;
  /** Sent as the Idempotency-Key header of a money call (see `lib/idempotency.ts`). */
  idempotencyKey?: string;
};

type Result<S> = S extends z.ZodType ? z.output<S> : unknown;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope = errorEnvelope.safeParse(body);
  if (envelope.success) return new ApiError({ status, ...envelope.data });
  // a proxy or a crashed server answered with something that is not our envelope
  return new ApiError({ status, exception: 'ServerErrorException', message: defaultErrorMessage });
}

async function request<S extends z.ZodType | undefined = undefined>(
  method: string,
  path: string,
  { query, body, signal, schema, idempotencyKey }: RequestOptions<S> = {},
): Promise<Result<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, exception: 'NetworkException', message: defaultErrorMessage });
  }

  const json = await readJson(response);
  if (!response.ok) throw toApiError(response.status, json);
  return (schema ? schema.parse(json) : json) as Result<S>;
}

export const api = {
  get: <S extends z.ZodType | undefined = undefined>(
    path: string,
    options?: Omit<RequestOptions<S>, 'body'>,
  ) => request('GET', path, options),
  post: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    request('POST', path, options),
  put: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    request('PUT', path, options),
  patch: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    request('PATCH', path, options),
  delete: <S extends z.ZodType | undefined = undefined>(path: string, options?: RequestOptions<S>) =>
    request('DELETE', path, options),
};
