import { afterAll } from 'vitest';
import { type FakeProviders, startFakeProviders } from './fake-providers.ts';
import { useTestApp } from './test-app.ts';

/** A webhook as the stand-in signed it: the body exactly as sent, and its `Paymongo-Signature` header. */
export interface SignedWebhook {
  rawBody: string;
  signature: string;
}

/**
 * One app and database for the tests of a file, on PayMongo reached over HTTP at the providers' stand-in,
 * as strict as their documents (decision 0126). `env` adds to PayMongo's settings, and may read the
 * stand-in's addresses (Xendit's, say); `deliver` hands the app a webhook the stand-in signed, as PayMongo
 * posts it.
 */
export async function usePayMongoTestApp(
  options: {
    env?: Record<string, string> | ((fake: FakeProviders) => Record<string, string>);
    overrides?: NonNullable<Parameters<typeof useTestApp>[0]>['overrides'];
  } = {},
) {
  const fake = await startFakeProviders();
  afterAll(() => fake.close());
  const t = useTestApp({
    env: {
      PAYMENT_PROVIDER: 'paymongo',
      PAYMONGO_SECRET_KEY: 'sk_test_fake_provider',
      PAYMONGO_WEBHOOK_SECRET: fake.webhookSecret,
      PAYMONGO_API_URL: fake.paymongoUrl,
      // what the browser pays a subscription's first invoice with, where a test turns subscriptions on
      PAYMONGO_PUBLIC_KEY: 'pk_test_fake_provider',
      ...(typeof options.env === 'function' ? options.env(fake) : options.env),
    },
    overrides: options.overrides,
  });
  const deliver = (webhook: SignedWebhook) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/paymongo',
      headers: { 'content-type': 'application/json', 'paymongo-signature': webhook.signature },
      payload: webhook.rawBody,
    });
  return { fake, t, deliver };
}
