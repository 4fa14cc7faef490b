import { describe, expect, it, vi } from 'vitest';
import { payoutsCalls, sessionsCalls } from '@pixel/contract';
import { api, ApiError, isCallError } from './api-client';

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  it('drops empty, null and undefined query parameters and sends cookies', async () => {
    const fetchMock = stubFetch(200, { data: [] });

    await api.get('/v1/user/transactions', {
      query: { search: '', per_page: 10, page: null, transaction_type: undefined, tab: 'payout', zero: 0 },
    });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/user/transactions?per_page=10&tab=payout&zero=0');
    expect(init.credentials).toBe('include');
  });

  it('sends a JSON body and returns the answer as the server sent it', async () => {
    const fetchMock = stubFetch(200, { data: { retry_in_seconds: 300 } });

    const result = await api.post<{ data: { retry_in_seconds: number } }>('/v1/auth/verification/resend', {
      body: { email: 'a@b.ph' },
    });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.ph' });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(result).toEqual({ data: { retry_in_seconds: 300 } });
  });

  it('turns the error envelope into an ApiError with status, exception, message, errors and data', async () => {
    stubFetch(429, {
      exception: 'TooManyRequestsException',
      message_key: 'tooManyRequests',
      message: 'Please wait before trying again.',
      data: { retry_in_seconds: 42 },
    });

    const error = await api.post('/v1/auth/verification/resend', { body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      exception: 'TooManyRequestsException',
      key: 'tooManyRequests',
      message: 'Please wait before trying again.',
      data: { retry_in_seconds: 42 },
    });
    expect((error as ApiError).says('tooManyRequests')).toBe(true);
    expect((error as ApiError).retryInSeconds).toBe(42);
  });

  it('keeps the field errors of a validation failure', async () => {
    stubFetch(422, {
      exception: 'ValidationException',
      message_key: 'emailRequired',
      message: 'The email is required.',
      errors: { email: ['The email is required.'], password: ['The password is required.'] },
    });

    const error = (await api.post('/v1/auth/login', { body: {} }).catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(422);
    expect(error.errors).toEqual({
      email: ['The email is required.'],
      password: ['The password is required.'],
    });
  });

  it('gives the generic message when the answer is not the error envelope', async () => {
    stubFetch(502, '<html>Bad gateway</html>');

    const error = (await api.get('/v1/health').catch((e: unknown) => e)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).toBe('An unexpected error has occurred. Try again later.');
  });

  it.each([
    ['no message', { exception: 'NotFoundException' }],
    [
      'field errors that are not lists of text',
      { exception: 'ValidationException', message_key: 'invalidData', message: 'x', errors: { a: 1 } },
    ],
    [
      'data that is a list',
      { exception: 'TooManyRequestsException', message_key: 'tooManyRequests', message: 'x', data: [1] },
    ],
    ['a list', [{ exception: 'NotFoundException', message_key: 'notFound', message: 'x' }]],
  ])('gives the generic message for an answer shaped almost like the envelope: %s', async (_, body) => {
    stubFetch(500, body);

    const error = (await api.get('/v1/health').catch((e: unknown) => e)) as ApiError;

    expect(error.exception).toBe('ServerErrorException');
    expect(error.message).toBe('An unexpected error has occurred. Try again later.');
  });

  it('reports an unreachable server as a NetworkException', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    const error = (await api.get('/v1/health').catch((e: unknown) => e)) as ApiError;

    expect(error).toMatchObject({ status: 0, exception: 'NetworkException' });
  });

  it("narrows a call's refusal to the exceptions the route table lists for it, with their data", () => {
    const refusal = new ApiError({
      status: 422,
      exception: 'OverLimitPayoutException',
      message: 'You can still withdraw up to ₱1,500.00.',
      message_key: 'overLimitPartly',
      data: { amount_allowed: '1,500.00' },
    });

    expect(isCallError(payoutsCalls.submit, refusal, 'OverLimitPayoutException')).toBe(true);
    if (isCallError(payoutsCalls.submit, refusal, 'OverLimitPayoutException')) {
      // typed as the exception's data: a string of pesos
      const allowed: string | undefined = refusal.data?.amount_allowed;
      expect(allowed).toBe('1,500.00');
    }
    expect(isCallError(payoutsCalls.submit, refusal, 'OTPCodeInvalidException')).toBe(false);
    // @ts-expect-error ending a session never answers with a payout's cap
    expect(isCallError(sessionsCalls.end, refusal, 'OverLimitPayoutException')).toBe(true);
  });
});
