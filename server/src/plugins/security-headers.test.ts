import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/config.ts';
import { securityHeaders, securityPolicy } from './security-headers.ts';

const paymongo = {
  PAYMENT_PROVIDER: 'paymongo',
  PAYMONGO_SECRET_KEY: 'sk_test_abc',
  PAYMONGO_WEBHOOK_SECRET: 'whsk_abcdefgh',
};

/** The `connect-src` a page is served with under these settings. */
async function connectSrc(env: Record<string, string>) {
  const app = Fastify();
  securityHeaders(app, securityPolicy(parseConfig(env)));
  app.get('/', async () => 'page');
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const policy = String(response.headers['content-security-policy']);
  return policy.split(';').find((directive) => directive.startsWith('connect-src'));
}

describe('the content security policy', () => {
  it("lets pages reach PayMongo's API only while subscriptions are on", async () => {
    expect(await connectSrc({})).toBe("connect-src 'self'");
    expect(await connectSrc(paymongo)).toBe("connect-src 'self'");
    expect(
      await connectSrc({ ...paymongo, PAYMONGO_SUBSCRIPTIONS: 'on', PAYMONGO_PUBLIC_KEY: 'pk_test_abc' }),
    ).toBe("connect-src 'self' https://api.paymongo.com");
    // the origin of the configured address, never its path
    expect(
      await connectSrc({
        ...paymongo,
        PAYMONGO_SUBSCRIPTIONS: 'on',
        PAYMONGO_PUBLIC_KEY: 'pk_test_abc',
        PAYMONGO_API_URL: 'http://127.0.0.1:4010/paymongo',
      }),
    ).toBe("connect-src 'self' http://127.0.0.1:4010");
  });
});
