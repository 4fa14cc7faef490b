import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { openModal } from './modals';
import { createQueryClient, retryRead } from './query-client';

vi.mock('./modals', () => ({ openModal: vi.fn() }));

const networkError = new ApiError({
  status: 0,
  exception: 'NetworkException',
  message_key: 'unexpected',
  message: 'not reached',
});
const serverError = new ApiError({
  status: 500,
  exception: 'ServerException',
  message_key: 'invalidData',
  message: 'broke',
});
const notFound = new ApiError({
  status: 404,
  exception: 'NotFoundException',
  message_key: 'notFound',
  message: 'gone',
});

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

describe('a read answered "log in first"', () => {
  const expired = new ApiError({
    status: 401,
    exception: 'UnauthorizedAccessException',
    message_key: 'unauthenticated',
    message: 'Unauthenticated.',
  });
  const readFailing = (client: QueryClient) =>
    client
      .fetchQuery({ queryKey: ['profile'], queryFn: () => Promise.reject(expired), retry: false })
      .catch(() => undefined);

  beforeEach(() => vi.mocked(openModal).mockClear());

  it('asks to log in on a page of the app', async () => {
    window.history.replaceState(null, '', '/dashboard');
    await readFailing(createQueryClient());
    expect(openModal).toHaveBeenCalledWith('login');
  });

  it('asks nothing on the log-in page, which is already that (a read of the page just left)', async () => {
    window.history.replaceState(null, '', '/auth/login');
    await readFailing(createQueryClient());
    expect(openModal).not.toHaveBeenCalled();
  });
});
