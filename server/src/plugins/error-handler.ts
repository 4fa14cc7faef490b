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
      // @fastify/rate-limit: the error carries the seconds left
      const seconds = Math.max(1, Math.ceil(Number((error as { retryAfter?: number }).retryAfter ?? 60)));
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
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      exception: 'ServerErrorException',
      message: 'An unexpected error has occurred. Try again later.',
    });
  });
});
