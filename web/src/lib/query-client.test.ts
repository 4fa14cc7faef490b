import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryRead } from './query-client';

const networkError = new ApiError({ status: 0, exception: 'NetworkException', message: 'not reached' });
const serverError = new ApiError({ status: 500, exception: 'ServerException', message: 'broke' });
const notFound = new ApiError({ status: 404, exception: 'NotFoundException', message: 'gone' });

/** How many times a read failing with `error` every time is asked again. */
const retriesOf = (error: Error) => {
  let failures = 0;
  while (retryRead(failures, error)) failures += 1;
  return failures;
};

describe('a failed read', () => {
  it('is asked again three times when the request never reached the server, once for a server error, never for a 4xx', () => {
    expect(retriesOf(networkError)).toBe(3);
    expect(retriesOf(serverError)).toBe(1);
    expect(retriesOf(notFound)).toBe(0);
    expect(retriesOf(new TypeError('x is undefined'))).toBe(1);
  });
});
