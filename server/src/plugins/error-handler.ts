import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { readSchemaMessage, type Said } from '@pixel/contract';
import { AppError, say } from '../lib/errors.ts';
import { writeSaid } from '../lib/i18n.ts';
import { requestLanguage } from './languages.ts';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns zod issues into the `errors` map: one list of what is said per field, in the order found. */
export function issuesToErrors(issues: ValidationIssue[]) {
  const errors: Record<string, Said[]> = {};
  const add = (field: string, said: Said) => {
    // own keys only: a field a client names `constructor` or `__proto__` is just a field
    if (!Object.hasOwn(errors, field)) Object.defineProperty(errors, field, { value: [], enumerable: true });
    const list = errors[field]!;
    if (!list.some((each) => sameSaid(each, said))) list.push(said);
  };
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        add(field ? `${field}.${key}` : key, say('fieldNotAllowed', { field: key }));
      }
    } else {
      // a message none of our schemas wrote is zod's own English: the generic message says it
      add(field || 'body', readSchemaMessage(issue.message) ?? say('invalidValue'));
    }
  }
  return errors;
}

/** An error answer before it is written in the request's language. */
interface Refusal {
  status: number;
  exception: string;
  said: Said;
  errors?: Record<string, Said[]> | undefined;
  data?: Record<string, unknown> | undefined;
}

const firstSaid = (errors: Record<string, Said[]>) => Object.values(errors)[0]?.[0] ?? say('invalidData');

const sameSaid = (a: Said, b: Said) =>
  a.key === b.key && JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {});

// PostgreSQL's codes for a server that is going away or not taking connections (class 57 and 08), and
// the client's own words when it cannot reach one; drizzle wraps the driver's error in `cause`
const DATABASE_AWAY_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const DATABASE_AWAY_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const DATABASE_AWAY_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

function databaseAway(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (DATABASE_AWAY_CODES.has(code) || DATABASE_AWAY_ERRNOS.has(code)))
      return true;
    if (typeof message === 'string' && DATABASE_AWAY_MESSAGES.some((words) => message.includes(words)))
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One error handler for the whole API: every failure leaves in the same envelope, in the request's
 * language, with the key of what it says beside it (`message_key`, `error_keys` per field); no 5xx says why.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const refusal = refusalOf(error, request, reply);
    // a body the schema refused never reached the route's sign-in check: who asked is read here
    if (refusal.status === 422 && !request.user) await app.identify(request).catch(() => undefined);
    const language = requestLanguage(request);
    const errors = refusal.errors && Object.entries(refusal.errors);
    return reply.status(refusal.status).send({
      exception: refusal.exception,
      message: writeSaid(refusal.said, language),
      message_key: refusal.said.key,
      ...(errors && {
        errors: Object.fromEntries(
          errors.map(([field, said]) => [field, said.map((each) => writeSaid(each, language))]),
        ),
        error_keys: Object.fromEntries(errors.map(([field, said]) => [field, said.map((each) => each.key)])),
      }),
      ...(refusal.data && { data: refusal.data }),
    });
  });
});

function refusalOf(error: FastifyError, request: FastifyRequest, reply: FastifyReply): Refusal {
  if (error instanceof AppError) {
    // the header says what the body says
    const retryIn = error.data?.retry_in_seconds;
    if (error.status === 429 && typeof retryIn === 'number') reply.header('retry-after', String(retryIn));
    return {
      status: error.status,
      exception: error.exception,
      said: error.said,
      errors: error.errors,
      data: error.data,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = issuesToErrors(error.validation as unknown as ValidationIssue[]);
    return { status: 422, exception: 'ValidationException', said: firstSaid(errors), errors };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    // @fastify/rate-limit sets Retry-After to what is left of the route's window (its error carries no
    // number): the body, the message and the header say that same wait, whatever the window's length
    const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60) || 60));
    reply.header('retry-after', String(seconds));
    return {
      status: 429,
      exception: 'TooManyRequestsException',
      said: say('tooManyRequests', { seconds }),
      data: { retry_in_seconds: seconds },
    };
  }
  if (status === 413) return { status: 413, exception: 'PayloadTooLargeException', said: say('tooLarge') };
  if (status === 415)
    return { status: 415, exception: 'UnsupportedMediaTypeException', said: say('notJsonType') };
  if (status === 400 || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    const said = say('notJson');
    return { status: 422, exception: 'ValidationException', said, errors: { body: [said] } };
  }
  if (status === 404) return { status: 404, exception: 'NotFoundException', said: say('notFound') };
  if (status < 500) {
    // a refusal of a plugin of Fastify's own, its words not ours: the generic message says it
    request.log.info({ err: error }, 'request refused');
    return { status, exception: 'HttpException', said: say('invalidData') };
  }
  if (databaseAway(error)) {
    // the database is restarting or out of reach: nothing was done, and asking again soon may work
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return { status: 503, exception: 'ServiceUnavailableException', said: say('unavailable') };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, exception: 'ServerErrorException', said: say('unexpected') };
}
