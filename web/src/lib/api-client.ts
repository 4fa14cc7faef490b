import type { z } from 'zod';
import {
  type AnswerOf,
  type Call,
  type DataOf,
  type ErrorEnvelope,
  type ExceptionName,
  IDEMPOTENCY_KEY_HEADER,
  type PathParamNames,
  type SchemasOf,
} from '@pixel/contract';
import { isRecord } from './is-record';

const baseUrl: string = import.meta.env.VITE_API_URL ?? '';

export const defaultErrorMessage = 'An unexpected error has occurred. Try again later.';

/** The exceptions an answer may carry that no call lists: the server not reached, or failing. */
type AnyCallException = 'NetworkException' | 'ServerErrorException' | 'ServiceUnavailableException';

/**
 * A failed call, read from the API's error envelope `{ exception, message, message_key, errors?, error_keys?,
 * data? }`. `Exception` is the exception it answered with; its `data` is that exception's (`DataOf`).
 */
export class ApiError<Exception extends string = string> extends Error {
  readonly status: number;
  /** The spec's exception name, e.g. `ValidationException`; `NetworkException` when the server was not reached. */
  readonly exception: Exception;
  /** What the message says, as a key of the catalogues (decision 0142): stable whatever the language. */
  readonly key: string | undefined;
  /** Each field's messages, in the request's language. */
  readonly errors: Record<string, string[]> | undefined;
  /** Each field's messages as keys, in the same order. */
  readonly errorKeys: Record<string, string[]> | undefined;
  readonly data: DataOf<Exception> | undefined;

  constructor(options: {
    status: number;
    exception: Exception;
    message: string;
    message_key?: string | undefined;
    errors?: Record<string, string[]> | undefined;
    error_keys?: Record<string, string[]> | undefined;
    data?: Record<string, unknown> | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.exception = options.exception;
    this.key = options.message_key;
    this.errors = options.errors;
    this.errorKeys = options.error_keys;
    this.data = options.data as DataOf<Exception> | undefined;
  }

  /** `data.retry_in_seconds` of a TooManyRequestsException (or any answer that carries it). */
  get retryInSeconds(): number | undefined {
    const value = (this.data as { retry_in_seconds?: unknown } | undefined)?.retry_in_seconds;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  }

  /** Whether the message (or a field's, with `field`) says `key`. */
  says(key: string, field?: string): boolean {
    return field === undefined ? this.key === key : (this.errorKeys?.[field]?.includes(key) ?? false);
  }
}

/** An ApiError with one exception, its `data` typed. */
export type ApiErrorOf<Exception extends string> = ApiError<Exception>;

/** Whether `error` is a failed call's, with `exception` when given (its `data` then typed). */
export function isApiError(error: unknown): error is ApiError;
export function isApiError<Exception extends ExceptionName | AnyCallException>(
  error: unknown,
  exception: Exception,
): error is ApiError<Exception>;
export function isApiError(error: unknown, exception?: string): error is ApiError {
  return error instanceof ApiError && (exception === undefined || error.exception === exception);
}

/**
 * Whether `error` is `call`'s answer with `exception`, one the route table lists for that call (decision
 * 0142): naming an exception the call cannot answer with does not compile.
 */
export function isCallError<C extends Call, Exception extends C['errors'][number] | AnyCallException>(
  _call: C,
  error: unknown,
  exception: Exception,
): error is ApiError<Exception> {
  return isApiError(error, exception);
}

type Scalar = string | number | boolean;
export type QueryParams = Record<string, Scalar | Scalar[] | null | undefined>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The keys of `T` whose value may be missing: undefined or null. */
type MaybeMissing<T> = {
  [K in keyof T]-?: undefined extends T[K] ? K : null extends T[K] ? K : never;
}[keyof T];

/**
 * `T` with the keys that may be missing made optional and never null, the others as they are. A required
 * string left empty is dropped too, at run time: the server then names the field as missing, as it would
 * an empty one.
 */
export type Compacted<T> = Omit<T, MaybeMissing<T>> & {
  [K in MaybeMissing<T>]?: Exclude<T[K], null | undefined>;
};

/** Drops undefined, null and empty-string values (spec §5: empty query parameters are never sent). */
export function compact<T extends Record<string, unknown>>(values: T): Compacted<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value))) as Compacted<T>;
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

type RequestOptions = {
  query?: QueryParams;
  /** Sent as JSON; a FormData is sent as multipart, whose boundary the browser writes into Content-Type. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header of a money call (see `lib/idempotency.ts`). */
  idempotencyKey?: string;
};

/**
 * What a call answers: the output of the contract's response schema named by the type argument,
 * `api.get<typeof goalsPage>(...)`, or the type itself when it is not a schema, `api.get<Page<Follower>>`.
 * The answer is not parsed again here: the server sends every answer through that same schema (its
 * response serializer), and building the contract's schemas would cost a phone a long task on the first
 * load (decision 0036).
 */
export type Answer<S> = [S] extends [never] ? unknown : S extends z.ZodType ? z.output<S> : S;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isFieldErrors = (value: unknown): value is Record<string, string[]> =>
  isRecord(value) &&
  Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'));

/** The error envelope, if that is what `body` is; checked by hand, since the schema is not built here. */
function readEnvelope(body: unknown): ErrorEnvelope | undefined {
  if (!isRecord(body) || typeof body.exception !== 'string' || typeof body.message !== 'string')
    return undefined;
  const { exception, message, message_key, errors, error_keys, data } = body;
  if (errors !== undefined && !isFieldErrors(errors)) return undefined;
  if (error_keys !== undefined && !isFieldErrors(error_keys)) return undefined;
  if (data !== undefined && !isRecord(data)) return undefined;
  // an answer of an older server may carry no key: its text still shows
  return {
    exception,
    message,
    message_key: typeof message_key === 'string' ? message_key : '',
    errors,
    error_keys,
    data,
  };
}

/** The ApiError a failed answer's body describes, or the generic one when the body is not the envelope. */
export function toApiError(status: number, body: unknown): ApiError {
  const envelope = readEnvelope(body);
  if (envelope) return new ApiError({ status, ...envelope });
  // a proxy or a crashed server answered with something that is not our envelope
  return new ApiError({ status, exception: 'ServerErrorException', message: defaultErrorMessage });
}

async function request<S = never>(
  method: string,
  path: string,
  { query, body, signal, idempotencyKey }: RequestOptions = {},
): Promise<Answer<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, exception: 'NetworkException', message: defaultErrorMessage });
  }

  const json = await readJson(response);
  if (!response.ok) throw toApiError(response.status, json);
  return json as Answer<S>;
}

export const api = {
  get: <S = never>(path: string, options?: Omit<RequestOptions, 'body'>) => request<S>('GET', path, options),
  post: <S = never>(path: string, options?: RequestOptions) => request<S>('POST', path, options),
  put: <S = never>(path: string, options?: RequestOptions) => request<S>('PUT', path, options),
  patch: <S = never>(path: string, options?: RequestOptions) => request<S>('PATCH', path, options),
  delete: <S = never>(path: string, options?: RequestOptions) => request<S>('DELETE', path, options),
};

type In<S> = S extends z.ZodType ? z.input<S> : never;
/** A part the call requires when its schema has a required key, may have otherwise, and has not without one. */
type Part<Name extends string, S> = [S] extends [z.ZodType]
  ? object extends In<S>
    ? { [K in Name]?: In<S> }
    : { [K in Name]: In<S> }
  : { [K in Name]?: never };

/** The path's parameters: as the call's schema takes them, or each `:name` of its path. */
type ParamsPart<C extends Call> = [SchemasOf<C>['params']] extends [z.ZodType]
  ? Part<'params', SchemasOf<C>['params']>
  : [PathParamNames<C['path']>] extends [never]
    ? { params?: never }
    : { params: Record<PathParamNames<C['path']>, string | number> };

/** What a call is made with: its path's parameters, query and body as the contract types them. */
export type CallOptions<C extends Call> = ParamsPart<C> &
  Part<'query', SchemasOf<C>['query']> &
  (SchemasOf<C>['consumes'] extends readonly ['multipart/form-data', ...string[]]
    ? { body: FormData }
    : Part<'body', SchemasOf<C>['body']>) &
  Pick<RequestOptions, 'signal' | 'idempotencyKey'>;

/** `/v1/goals/:id` with `{ id: 'g1' }`: `/v1/goals/g1`, each value encoded as a path segment. */
export function pathOf(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Makes a call of the contract's route table (decision 0141): its method and path from the table, its
 * parameters, query, body and answer typed from the call's schemas, which are not built here (decision 0036).
 */
export function call<C extends Call>(
  route: C,
  ...[options]: object extends CallOptions<C> ? [CallOptions<C>?] : [CallOptions<C>]
): Promise<AnswerOf<C>> {
  const { params, query, body, signal, idempotencyKey } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: QueryParams;
    body?: unknown;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  return request(route.method, pathOf(route.path, params), {
    query,
    body,
    signal,
    idempotencyKey,
  }) as Promise<AnswerOf<C>>;
}
