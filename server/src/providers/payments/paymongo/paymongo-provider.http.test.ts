import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProviders, startFakeProviders } from '../../../test/fake-providers.ts';
import { ProviderRefusedError, ProviderUnavailableError } from '../payment-provider.ts';
import { createPaymongoProvider } from './paymongo-provider.ts';

// the adapter over real HTTP, against a local PayMongo answering with its documented bodies
let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());

const provider = (secretKey = 'sk_test_fake') =>
  createPaymongoProvider({ secretKey, webhookSecret: fake.webhookSecret, apiUrl: fake.paymongoUrl });

const checkout = (amount = 10_000) => ({
  reference: `G-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  amount,
  currency: 'PHP' as const,
  description: 'Gift to Maria Santos on PIXEL',
  successUrl: 'http://localhost:3000/mariasketches?gift=sent',
  failureUrl: 'http://localhost:3000/mariasketches?gift=cancelled',
});

describe('PayMongo over HTTP', () => {
  it('opens a checkout offering only the methods configured, without QR Ph by default', async () => {
    const opened = await provider().createCheckout(checkout());
    expect(opened.checkoutId).toMatch(/^cs_/);
    const sent = JSON.parse(fake.requests.at(-1)!.body).data.attributes;
    expect(sent.payment_method_types).toEqual(['gcash', 'paymaya', 'card']);
    expect(await provider().fetchCheckout(opened.checkoutId)).toMatchObject({
      status: 'active',
      amount: 10_000,
    });
  });

  it('says why PayMongo refuses a checkout: an amount under its minimum, a method not enabled', async () => {
    const low = await provider()
      .createCheckout(checkout(1_500))
      .catch((err: unknown) => err);
    expect(low).toBeInstanceOf(ProviderRefusedError);
    expect(low).toMatchObject({ code: 'parameter_below_minimum', field: 'amount' });

    const qrph = createPaymongoProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.paymongoUrl,
      paymentMethods: ['gcash', 'qrph'],
    });
    const refused = await qrph.createCheckout(checkout()).catch((err: unknown) => err);
    expect(refused).toMatchObject({
      code: 'parameter_invalid',
      detail: 'The payment method qrph is not activated for this account.',
    });
  });

  it('reports PayMongo down, or a key it refuses, as unavailable', async () => {
    fake.paymongo.failNext = 500;
    await expect(provider().createCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailableError);
    // it answered again afterwards
    await expect(provider().createCheckout(checkout())).resolves.toBeDefined();
    const unauthorised = createPaymongoProvider({
      secretKey: 'pk_test_wrong',
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.paymongoUrl,
    });
    await expect(unauthorised.createCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('reads a payment, its signed webhook, and ignores an event of the other mode', async () => {
    const opened = await provider().createCheckout(checkout());
    const { rawBody, signature } = fake.paymongo.pay(opened.checkoutId);
    const now = new Date();
    const verified = provider().verifyWebhook({ headers: { 'paymongo-signature': signature }, rawBody, now });
    expect(verified).toMatchObject({
      ok: true,
      event: { type: 'checkout.paid', checkoutId: opened.checkoutId, amount: 10_000, currency: 'PHP' },
    });
    expect(await provider().fetchCheckout(opened.checkoutId)).toMatchObject({
      status: 'paid',
      amount: 10_000,
    });

    // a live event reaching a test key (or the other way round) is stored and never acted on
    const live = fake.paymongo.pay(opened.checkoutId, { livemode: true });
    const asTest = provider().verifyWebhook({
      headers: { 'paymongo-signature': live.signature },
      rawBody: live.rawBody,
      now,
    });
    expect(asTest).toMatchObject({ ok: true, event: { type: 'ignored' } });
    const test = fake.paymongo.pay(opened.checkoutId, { livemode: false });
    const asLive = provider('sk_live_fake').verifyWebhook({
      headers: { 'paymongo-signature': test.signature },
      rawBody: test.rawBody,
      now,
    });
    expect(asLive).toMatchObject({ ok: true, event: { type: 'ignored' } });
  });

  it('expires an open checkout, and answers paid for one paid meanwhile', async () => {
    const open = await provider().createCheckout(checkout());
    expect(await provider().expireCheckout(open.checkoutId)).toMatchObject({ status: 'expired' });
    const paid = await provider().createCheckout(checkout());
    fake.paymongo.pay(paid.checkoutId);
    expect(await provider().expireCheckout(paid.checkoutId)).toMatchObject({ status: 'paid' });
  });

  it('refunds a paid checkout under one key, and reads it once PayMongo finished', async () => {
    const opened = await provider().createCheckout(checkout());
    fake.paymongo.pay(opened.checkoutId);
    const request = {
      checkoutId: opened.checkoutId,
      amount: 10_000,
      currency: 'PHP' as const,
      reason: 'duplicate' as const,
      reference: 'G-REFUND',
      idempotencyKey: 'refund:http-1',
    };
    const first = await provider().createRefund(request);
    expect(first).toMatchObject({ status: 'pending' });
    expect(await provider().createRefund(request)).toEqual(first);
    fake.paymongo.finishRefunds();
    expect(await provider().fetchRefund(first.id)).toMatchObject({ status: 'succeeded' });
  });

  it.each([
    'allowed_date_exceeded',
    'refund_not_allowed',
    'parameter_above_maximum',
    'resource_failed_state',
  ])('reports a refund refused with %s as refused for good, with the code', async (code) => {
    const opened = await provider().createCheckout(checkout());
    fake.paymongo.pay(opened.checkoutId);
    fake.paymongo.refuseRefunds = code;
    try {
      const refused = await provider()
        .createRefund({
          checkoutId: opened.checkoutId,
          amount: 10_000,
          currency: 'PHP',
          reason: 'duplicate',
          reference: 'G-OLD',
          idempotencyKey: `refund:${code}`,
        })
        .catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(ProviderRefusedError);
      expect(refused).toMatchObject({ code });
    } finally {
      fake.paymongo.refuseRefunds = null;
    }
  });
});
