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

  it('keeps a card when asked, and reports it with a token; GCash never has one', async () => {
    const kept = await provider().createCheckout({ ...checkout(), saveMethod: true });
    const sent = JSON.parse(fake.requests.at(-1)!.body).data.attributes;
    expect(sent.setup_future_usage).toEqual({ session_type: 'off_session' });
    const paid = fake.paymongo.pay(kept.checkoutId, { method: 'card' });
    const verified = provider().verifyWebhook({
      headers: { 'paymongo-signature': paid.signature },
      rawBody: paid.rawBody,
      now: new Date(),
    });
    expect(verified).toMatchObject({
      ok: true,
      event: {
        type: 'checkout.paid',
        method: { type: 'card', recurringToken: expect.stringMatching(/^cus_/) },
      },
    });
    expect(await provider().fetchCheckout(kept.checkoutId)).toMatchObject({
      method: { type: 'card', recurringToken: expect.stringMatching(/^cus_/) },
    });

    const wallet = await provider().createCheckout({ ...checkout(), saveMethod: true });
    fake.paymongo.pay(wallet.checkoutId, { method: 'gcash' });
    expect(await provider().fetchCheckout(wallet.checkoutId)).toMatchObject({
      method: { type: 'gcash', recurringToken: null },
    });
    // a checkout that did not ask keeps nothing, even paid by card
    const plain = await provider().createCheckout(checkout());
    expect(JSON.parse(fake.requests.at(-1)!.body).data.attributes.setup_future_usage).toBeUndefined();
    fake.paymongo.pay(plain.checkoutId, { method: 'card' });
    expect(await provider().fetchCheckout(plain.checkoutId)).toMatchObject({
      method: { type: 'card', recurringToken: null },
    });
  });

  /** A customer whose card PayMongo vaulted at a first checkout paid by card. */
  async function savedCard() {
    const kept = await provider().createCheckout({ ...checkout(), saveMethod: true });
    fake.paymongo.pay(kept.checkoutId, { method: 'card' });
    const state = await provider().fetchCheckout(kept.checkoutId);
    return state!.method!.recurringToken!;
  }

  const charge = (token: string, idempotencyKey: string) => ({
    token,
    reference: 'M-RENEWAL',
    amount: 15_000,
    currency: 'PHP' as const,
    description: 'Membership renewal',
    idempotencyKey,
  });

  it('charges a saved card under one key, and reads its paid webhook as our checkout', async () => {
    const token = await savedCard();
    const events = fake.paymongo.events.length;
    const first = await provider().chargeSaved(charge(token, 'renew:http-1'));
    expect(first).toEqual({ checkoutId: expect.stringMatching(/^pi_/), status: 'paid', failureCode: null });
    // a repeat is the same charge: PayMongo replays both steps and sends no second webhook
    expect(await provider().chargeSaved(charge(token, 'renew:http-1'))).toEqual(first);
    expect(fake.paymongo.events).toHaveLength(events + 1);
    const intent = JSON.parse(
      fake.requests.find((r) => r.method === 'POST' && r.path === '/paymongo/v1/payment_intents')!.body,
    ).data.attributes;
    expect(intent).toMatchObject({
      amount: 15_000,
      currency: 'PHP',
      payment_method_allowed: ['card'],
      setup_future_usage: { session_type: 'off_session', customer_id: token },
      metadata: { reference: 'M-RENEWAL' },
    });

    const { rawBody, signature } = fake.paymongo.events.at(-1)!;
    const verified = provider().verifyWebhook({
      headers: { 'paymongo-signature': signature },
      rawBody,
      now: new Date(),
    });
    expect(verified).toMatchObject({
      ok: true,
      event: {
        type: 'checkout.paid',
        checkoutId: first.checkoutId,
        reference: 'M-RENEWAL',
        amount: 15_000,
        method: { type: 'card', recurringToken: null },
      },
    });
    expect(await provider().fetchCheckout(first.checkoutId)).toMatchObject({
      status: 'paid',
      amount: 15_000,
    });
  });

  it('reports a declined card as failed, in its answer, its webhook and a re-fetch', async () => {
    const token = await savedCard();
    fake.paymongo.decline(token);
    const failed = await provider().chargeSaved(charge(token, 'renew:http-declined'));
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    const { rawBody, signature } = fake.paymongo.events.at(-1)!;
    expect(
      provider().verifyWebhook({ headers: { 'paymongo-signature': signature }, rawBody, now: new Date() }),
    ).toMatchObject({
      ok: true,
      event: { type: 'checkout.failed', checkoutId: failed.checkoutId, failureCode: 'card_declined' },
    });
    expect(await provider().fetchCheckout(failed.checkoutId)).toMatchObject({
      status: 'cancelled',
      failureCode: 'card_declined',
    });
  });

  it('refuses for good a token that names no customer, and retries an outage under the same key', async () => {
    await expect(provider().chargeSaved(charge('cus_nobody', 'renew:nobody'))).rejects.toBeInstanceOf(
      ProviderRefusedError,
    );
    await expect(provider().chargeSaved(charge('../webhooks', 'renew:odd'))).rejects.toBeInstanceOf(
      ProviderRefusedError,
    );
    const token = await savedCard();
    fake.paymongo.failNext = 500;
    await expect(provider().chargeSaved(charge(token, 'renew:outage'))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    await expect(provider().chargeSaved(charge(token, 'renew:outage'))).resolves.toMatchObject({
      status: 'paid',
    });
  });
});
