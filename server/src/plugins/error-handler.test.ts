import { describe, expect, it } from 'vitest';
import { client, member, newAccount } from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

/** Calls until the route's limit answers, and returns that answer. */
async function firstRefusal(call: () => ReturnType<ReturnType<typeof client>['post']>) {
  for (let i = 0; i < 30; i++) {
    const response = await call();
    if (response.statusCode === 429) return response;
  }
  throw new Error('the limit never answered');
}

describe('a route limit that was reached', () => {
  it.each([
    {
      name: 'forgot password (15 minutes)',
      windowSeconds: 900,
      refuse: async () => {
        const browser = client(t);
        const { email } = newAccount();
        return firstRefusal(() => browser.post('/v1/auth/password/forgot', { email }));
      },
    },
    {
      name: 'sign-up (10 minutes)',
      windowSeconds: 600,
      refuse: async () => {
        const browser = client(t);
        return firstRefusal(() => browser.post('/v1/auth/register', newAccount()));
      },
    },
    {
      name: 'payout request (10 minutes)',
      windowSeconds: 600,
      refuse: async () => {
        const { browser } = await member(t);
        return firstRefusal(() =>
          browser.post('/v1/user/transactions/payout/request', {
            bank_slug: 'PH_BDO',
            amount: '150',
            confirm: 1,
          }),
        );
      },
    },
  ])(
    'says how long is really left of its window, the same in the body, the message and Retry-After: $name',
    async ({ windowSeconds, refuse }) => {
      const refused = await refuse();
      const seconds = refused.json().data.retry_in_seconds as number;
      // the window started moments ago: nearly all of it is left, not a minute
      expect(seconds).toBeGreaterThan(windowSeconds - 30);
      expect(seconds).toBeLessThanOrEqual(windowSeconds);
      expect(refused.headers['retry-after']).toBe(String(seconds));
      expect(refused.json()).toEqual({
        exception: 'TooManyRequestsException',
        message: `Too many requests. Please try again in ${seconds} seconds.`,
        message_key: 'tooManyRequests',
        data: { retry_in_seconds: seconds },
      });
    },
  );
});
