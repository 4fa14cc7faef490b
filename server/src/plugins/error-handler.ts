import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns zod issues into the `errors` map: one list of messages per field, in the order found. */
export function issuesToErrors(issues: ValidationIssue[]) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    // own keys only: a field a client names `constructor` or `__proto__` is just a field
    if (!Object.hasOwn(errors, field)) Object.defineProperty(errors, field, { value: [], enumerable: true });
    const messages = errors[field]!;
    if (!messages.includes(message)) messages.push(message);
  };
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        add(field ? `${field}.${key}` : key, `The ${key} field is not allowed.`);
      }
    } else {
      add(field || 'body', issue.message ?? 'The value is invalid.');
    }
  }
  return errors;
}

const firstMessage = (errors: Record<string, string[]>) =>
  Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';

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

/** One error handler for the whole API: every failure leaves in the same envelope, and no 5xx says why. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // the header says what the body says
      const retryIn = error.data?.retry_in_seconds;
      if (error.status === 429 && typeof retryIn === 'number') reply.header('retry-after', String(retryIn));
      return reply.status(error.status).send({
        exception: error.exception,
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...(error.data && { data: error.data }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = issuesToErrors(error.validation as unknown as ValidationIssue[]);
      return reply
        .status(422)
        .send({ exception: 'ValidationException', message: firstMessage(errors), errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // @fastify/rate-limit sets Retry-After to what is left of the route's window (its error carries no
      // number): the body, the message and the header say that same wait, whatever the window's length
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60) || 60));
      reply.header('retry-after', String(seconds));
      return reply.status(429).send({
        exception: 'TooManyRequestsException',
        message: `Too many requests. Please try again in ${seconds} seconds.`,
        data: { retry_in_seconds: seconds },
      });
    }
    if (status === 413) {
      return reply
        .status(413)
        .send({ exception: 'PayloadTooLargeException', message: 'The request is too large.' });
    }
    if (status === 415) {
      return reply.status(415).send({
        exception: 'UnsupportedMediaTypeException',
        message: 'The request must be sent as application/json.',
      });
    }
    if (status === 400 || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      const message = 'The request body is not valid JSON.';
      return reply
        .status(422)
        .send({ exception: 'ValidationException', message, errors: { body: [message] } });
    }
    if (status === 404) {
      return reply.status(404).send({ exception: 'NotFoundException', message: 'Not found.' });
    }
    if (status < 500) {
      return reply.status(status).send({ exception: 'HttpException', message: error.message });
    }
    if (databaseAway(error)) {
      // the database is restarting or out of reach: nothing was done, and asking again soon may work
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        exception: 'ServiceUnavailableException',
        message: 'The service is not available right now. Please try again in a moment.',
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      exception: 'ServerErrorException',
      message: 'An unexpected error has occurred. Try again later.',
    });
  });
});
