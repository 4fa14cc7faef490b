import type { z } from 'zod';
import type { StaffPermission } from './admin.ts';
import type { ExceptionName } from './exceptions.ts';

/**
 * The route table (decision 0141). Each call of the API is declared once, in two halves kept side by side
 * in `contract/`:
 *
 * - its **call**, in a plain module (`calls/<feature>.ts`): method, path, who may make it, its OpenAPI tags
 *   and the exceptions it may answer with. The web app reads these on its first load, where no schema is
 *   built (decision 0036);
 * - its **schemas**, in the feature's schema module: path parameters, query, body and the answer of each
 *   success status.
 *
 * The server registers its routes from both (`server/src/lib/routes.ts`), the web app's calls are typed
 * from both (`api.call` in `web/src/lib/api-client.ts`) and the OpenAPI document is generated from the
 * routes so registered.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call:
 * - `anyone`: no session is read;
 * - `identified`: anyone, the session read when the request carries one (a page that shows more to its owner);
 * - `signed-in`: a signed-in person;
 * - `signed-in-closing`: a signed-in person, an account being closed included (to cancel the closing);
 * - `{ staff }`: a staff member signed in with a second step whose role may do the permission (any staff
 *   member for `any`); a `hidden` call answers anyone else 404, not 403.
 */
export type Access =
  | 'anyone'
  | 'identified'
  | 'signed-in'
  | 'signed-in-closing'
  | { readonly staff: StaffPermission | 'any'; readonly hidden?: boolean };

export interface Call {
  readonly method: Method;
  /** Fastify's form: `/v1/goals/:id`. */
  readonly path: string;
  readonly access: Access;
  /** The OpenAPI document's tags for the call. */
  readonly tags: readonly string[];
  /** The exceptions the call may answer with besides a success (their statuses come from `exceptionStatuses`). */
  readonly errors: readonly ExceptionName[];
  /** Left out of the OpenAPI document (a provider's webhook, a private file). */
  readonly hidden?: boolean;
}

export type SuccessStatus = 200 | 201 | 202 | 204;
/** An answer that is neither a success nor the error envelope. */
export type OtherAnswerStatus = 303 | 503;

/** A call's schemas; each is the contract's zod schema, read by the server and, as a type only, by the web app. */
export interface CallSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /**
   * The answer of each success status the call gives; a redirect (303) or a failure that is not the error
   * envelope (a readiness check's 503) is declared here too, and is not what the web app's call returns.
   */
  readonly answers: { readonly [S in SuccessStatus | OtherAnswerStatus]?: z.ZodType };
  /** The body's media types when not JSON (an upload's `multipart/form-data`). */
  readonly consumes?: readonly string[];
  /** The answer's media types when not JSON. */
  readonly produces?: readonly string[];
}

export type CallTable = Readonly<Record<string, Call>>;
export type SchemaTable = Readonly<Record<string, CallSchemas>>;

/** Where a call's schemas ride along as a type only: nothing of them is there when the module runs. */
declare const schemasOf: unique symbol;

/** A call that knows its schemas' types. */
export type TypedCall<S extends CallSchemas = CallSchemas> = Call & { readonly [schemasOf]?: S };

/** The schemas a typed call was declared with. */
export type SchemasOf<C> = C extends { readonly [schemasOf]?: infer S }
  ? Exclude<S, undefined> extends CallSchemas
    ? Exclude<S, undefined>
    : never
  : never;

/**
 * A feature's calls, each typed with the schemas of the same name in `S` (imported as a type only, so
 * that this module stays free of zod): `callTable<typeof followsSchemas>()({ follow: {...} })`.
 */
export const callTable =
  <S extends SchemaTable>() =>
  <const T extends { readonly [K in keyof S]: Call }>(table: T) =>
    table as { readonly [K in keyof T]: T[K] & TypedCall<S[K & keyof S]> };

/** What a call answers on success: the output of its first success status's schema. */
export type AnswerOf<C> = SchemasOf<C>['answers'] extends infer A
  ? A extends { 200: infer R }
    ? Out<R>
    : A extends { 201: infer R }
      ? Out<R>
      : A extends { 202: infer R }
        ? Out<R>
        : undefined
  : never;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The names of a path's `:parameters`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
