import { describe, expect, it } from 'vitest';
import { client } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

// PayMongo has no account sign-in: the button must be hidden and the call refused, never a 500
describe('with PAYMENT_PROVIDER=paymongo', () => {
  const t = useTestApp({
    env: {
      PAYMENT_PROVIDER: 'paymongo',
      PAYMONGO_SECRET_KEY: 'sk_test_abc',
      PAYMONGO_WEBHOOK_SECRET: 'whsk_test_secret',
    },
  });

  it('tells the web app there is no e-payment sign-in', async () => {
    const response = await client(t).get('/v1/site/config');
    expect(response.json().data.login_platforms).toEqual([]);
  });

  it('refuses to start an e-payment sign-in with a clear 422 and sets no state cookie', async () => {
    const response = await client(t).post('/v1/auth/login/with', { platform: 'paymongo' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.platform).toEqual([
      'Signing in with an e-payment account is not available. Log in with your email.',
    ]);
    expect(response.cookies.find((c) => c.name === 'pixel_login_state')).toBeUndefined();
  });
});

describe('with the sandbox provider', () => {
  const t = useTestApp();

  it('refuses a platform other than the configured one', async () => {
    const response = await client(t).post('/v1/auth/login/with', { platform: 'paymongo' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.platform).toHaveLength(1);
  });
});
