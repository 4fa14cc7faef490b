import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProviders, startFakeProviders } from '../../../test/fake-providers.ts';
import { ProviderRefusedError, ProviderUnavailableError } from '../payment-provider.ts';
import { createPaymongoProvider } from './paymongo-provider.ts';
import { PAYMONGO_TRIAL_START_ATTRIBUTE } from './paymongo-subscriptions.ts';

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

  it('reports PayMongo down or unreachable as unavailable, and a key it refuses as refused for the account', async () => {
    fake.paymongo.failNext = 500;
    await expect(provider().createCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.paymongo.dropNext = true;
    await expect(provider().createCheckout(checkout())).rejects.toBeInstanceOf(ProviderUnavailableError);
    // it answered again afterwards
    await expect(provider().createCheckout(checkout())).resolves.toBeDefined();
    const unauthorised = createPaymongoProvider({
      secretKey: 'pk_test_wrong',
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.paymongoUrl,
    });
    const refused = await unauthorised.createCheckout(checkout()).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ProviderRefusedError);
    expect(refused).toMatchObject({ code: 'authentication_failed', status: 401, byAccount: true });
  });

  it('is refused, as PayMongo would refuse it, an attribute its documents do not list', async () => {
    const refused = await createPaymongoProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.paymongoUrl,
      // an unknown method passes the attribute check; the fetch below adds an unlisted attribute
      fetch: (url, init) =>
        fetch(url, {
          ...init,
          body: JSON.stringify({
            data: { attributes: { ...JSON.parse(init!.body as string).data.attributes, customer_id: 'x' } },
          }),
        }),
    })
      .createCheckout(checkout())
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: 'parameter_invalid', field: 'customer_id' });

    // a checkout session keeps nothing for later: PayMongo documents no setup_future_usage on it
    await provider().createCheckout({ ...checkout(), saveMethod: true });
    expect(JSON.parse(fake.requests.at(-1)!.body).data.attributes.setup_future_usage).toBeUndefined();
  });

  it.each([
    ['available_balance_insufficient', 'The available balance is not enough for this refund.'],
    ['resource_processing_state', 'A refund of this payment is still processing.'],
  ])('reports a refund refused with %s as refused for now, with its words', async (code, detail) => {
    const opened = await provider().createCheckout(checkout());
    fake.paymongo.pay(opened.checkoutId);
    fake.paymongo.refuseRefunds = { status: 400, code, detail };
    try {
      const refused = await provider()
        .createRefund({
          providerPaymentId: null,
          checkoutId: opened.checkoutId,
          amount: 10_000,
          currency: 'PHP',
          reason: 'others',
          reference: 'G-LATER',
          idempotencyKey: `refund:${code}`,
        })
        .catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(ProviderUnavailableError);
      expect(refused).toMatchObject({ code, detail });
    } finally {
      fake.paymongo.refuseRefunds = null;
    }
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
      providerPaymentId: null,
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
          providerPaymentId: null,
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

  it('keeps no method at a checkout, so a card paid there has no token; GCash neither', async () => {
    for (const method of ['card', 'gcash'] as const) {
      const paid = await provider().createCheckout({ ...checkout(), saveMethod: true });
      fake.paymongo.pay(paid.checkoutId, { method });
      expect(await provider().fetchCheckout(paid.checkoutId)).toMatchObject({
        method: { type: method, recurringToken: null },
      });
    }
    // no off-session payment intent of ours: PayMongo charges again only through a subscription
    await expect(
      provider().chargeSaved({
        token: 'cus_kept_before',
        reference: 'M-RENEWAL',
        amount: 15_000,
        currency: 'PHP',
        description: 'Membership renewal',
        idempotencyKey: 'renew:old',
      }),
    ).rejects.toBeInstanceOf(ProviderRefusedError);
  });

  const subscribing = () =>
    createPaymongoProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.paymongoUrl,
      subscriptions: {
        payPage: ({ paymentIntentId, clientKey }) =>
          `http://localhost:3000/pay/${paymentIntentId}?client_key=${clientKey}`,
      },
    }).subscriptions!;

  it('asks a later first bill only by its one unconfirmed attribute, which the strict stand-in refuses (decision 0155)', async () => {
    const gateway = subscribing();
    const customerId = await gateway.createCustomer({ reference: 'user-t', name: 'Ana Reyes', email: null });
    const planId = await gateway.createPlan({ name: 'Gold', amount: 15_000, currency: 'PHP', months: 1 });
    const refused = await gateway
      .createSubscription({
        customerId,
        planId,
        reference: 'M-TRIAL',
        description: 'Gold membership, after a free trial',
        successUrl: 'http://localhost:3000/ok',
        failureUrl: 'http://localhost:3000/no',
        idempotencyKey: 'subscription:trial',
        billsFrom: new Date('2026-12-07T04:00:00.000Z'),
      })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ProviderRefusedError);
    expect(JSON.parse(fake.requests.at(-1)!.body).data.attributes).toEqual({
      customer_id: customerId,
      plan_id: planId,
      [PAYMONGO_TRIAL_START_ATTRIBUTE]: '2026-12-07',
    });
  });

  it('makes a customer, a plan and a subscription with documented attributes, paid by its invoices', async () => {
    const gateway = subscribing();
    expect(gateway.methods).toEqual(['card', 'paymaya']);
    const customerId = await gateway.createCustomer({
      reference: 'user-1',
      name: 'Ana Reyes',
      email: 'ana@example.com',
    });
    const planId = await gateway.createPlan({
      name: 'Gold, 1 month',
      amount: 15_000,
      currency: 'PHP',
      months: 1,
    });
    expect(JSON.parse(fake.requests.at(-1)!.body).data.attributes).toMatchObject({
      amount: 15_000,
      interval: 'monthly',
      interval_count: 1,
    });
    const started = await gateway.createSubscription({
      customerId,
      planId,
      reference: 'M-SUB1',
      description: 'Gold membership',
      successUrl: 'http://localhost:3000/ok',
      failureUrl: 'http://localhost:3000/no',
      idempotencyKey: 'subscription:1',
    });
    expect(started).toMatchObject({
      subscriptionId: expect.stringMatching(/^subs_/),
      checkoutId: expect.stringMatching(/^pi_/),
      url: expect.stringContaining('client_key='),
    });
    // the same key is the same subscription
    expect(
      await gateway.createSubscription({
        customerId,
        planId,
        reference: 'M-SUB1',
        description: 'Gold membership',
        successUrl: 'http://localhost:3000/ok',
        failureUrl: 'http://localhost:3000/no',
        idempotencyKey: 'subscription:1',
      }),
    ).toEqual(started);
    expect(gateway.owns(started.subscriptionId)).toBe(true);
    expect(gateway.owns('cus_kept_before')).toBe(false);

    const read = (event: { rawBody: string; signature: string }) =>
      createPaymongoProvider({
        secretKey: 'sk_test_fake',
        webhookSecret: fake.webhookSecret,
        apiUrl: fake.paymongoUrl,
      }).verifyWebhook({
        headers: { 'paymongo-signature': event.signature },
        rawBody: event.rawBody,
        now: new Date(),
      });
    expect(read(fake.paymongo.billSubscription(started.subscriptionId))).toMatchObject({
      ok: true,
      event: {
        type: 'checkout.paid',
        checkoutId: started.checkoutId,
        amount: 15_000,
        method: { type: 'card', recurringToken: started.subscriptionId },
        subscription: { subscriptionId: started.subscriptionId, invoiceId: expect.stringMatching(/^inv_/) },
      },
    });
    expect(
      read(fake.paymongo.billSubscription(started.subscriptionId, { next: true, declines: true })),
    ).toMatchObject({
      ok: true,
      event: { type: 'checkout.failed', subscription: { subscriptionId: started.subscriptionId } },
    });

    await gateway.cancelSubscription(started.subscriptionId);
    expect(fake.paymongo.subscriptions.get(started.subscriptionId)!.attributes.status).toBe('cancelled');
    // cancelled already: nothing left to stop
    await expect(gateway.cancelSubscription(started.subscriptionId)).resolves.toBeUndefined();
  });

  /** A call from the browser, with the public key, as the membership pay page makes it (decision 0127). */
  const fromBrowser = async (path: string, attributes: Record<string, unknown>, key = 'pk_test_fake') => {
    const response = await fetch(`${fake.paymongoUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
      },
      body: JSON.stringify({ data: { attributes } }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };

  it("pays a subscription's first invoice from the browser, as PayMongo's test cards answer", async () => {
    const gateway = subscribing();
    const customerId = await gateway.createCustomer({ reference: 'user-2', name: 'Ana Reyes', email: null });
    const planId = await gateway.createPlan({ name: 'Gold', amount: 15_000, currency: 'PHP', months: 1 });
    const invoice = async (n: number) => {
      const started = await gateway.createSubscription({
        customerId,
        planId,
        reference: `M-PAY${n}`,
        description: 'Gold membership',
        successUrl: 'http://localhost:3000/ok',
        failureUrl: 'http://localhost:3000/no',
        idempotencyKey: `subscription:pay:${n}`,
      });
      return { id: started.checkoutId, clientKey: new URL(started.url).searchParams.get('client_key')! };
    };
    const card = async (cardNumber: string) =>
      (
        await fromBrowser('/v1/payment_methods', {
          type: 'card',
          details: { card_number: cardNumber, exp_month: 12, exp_year: 30, cvc: '123' },
          billing: { name: 'Ana Reyes', email: 'ana@example.com' },
        })
      ).json.data.id as string;
    const attach = (pi: { id: string; clientKey: string }, paymentMethod: string, extra = {}) =>
      fromBrowser(`/v1/payment_intents/${pi.id}/attach`, {
        payment_method: paymentMethod,
        client_key: pi.clientKey,
        return_url: 'http://localhost:3000/maria/membership?membership=joined',
        ...extra,
      });

    // paid at once
    const first = await invoice(1);
    const paid = await attach(first, await card('4343434343434345'));
    expect(paid.json.data.attributes.status).toBe('succeeded');
    // 3-D Secure first: PayMongo's page, then back to return_url
    const secured = await attach(await invoice(2), await card('4120000000000007'));
    expect(secured.json.data.attributes).toMatchObject({
      status: 'awaiting_next_action',
      next_action: { redirect: { url: expect.stringMatching(/^https:\/\//) } },
    });
    // declined: the intent waits for another method, saying why
    const declined = await attach(await invoice(3), await card('4230000000000004'));
    expect(declined.json.data.attributes).toMatchObject({
      status: 'awaiting_payment_method',
      last_payment_error: { failed_code: 'generic_decline' },
    });
    // Maya goes to its own page
    const maya = await fromBrowser('/v1/payment_methods', {
      type: 'paymaya',
      billing: { name: 'Ana Reyes' },
    });
    expect((await attach(await invoice(4), maya.json.data.id)).json.data.attributes.status).toBe(
      'awaiting_next_action',
    );

    // refused as PayMongo documents: a wrong card number (naming the field), an undocumented attribute, a
    // client key of another intent, and a secret call made with the public key
    const wrong = await fromBrowser('/v1/payment_methods', {
      type: 'card',
      details: { card_number: '4343434343434344', exp_month: 12, exp_year: 30, cvc: '123' },
    });
    expect(wrong).toMatchObject({
      status: 400,
      json: {
        errors: [
          {
            code: 'parameter_format_invalid',
            source: { pointer: 'details.card_number', attribute: 'card_number' },
          },
        ],
      },
    });
    const undocumented = await fromBrowser('/v1/payment_methods', { type: 'card', setup_future_usage: {} });
    expect(undocumented.json.errors[0]).toMatchObject({
      code: 'parameter_invalid',
      source: { attribute: 'setup_future_usage' },
    });
    const other = await invoice(5);
    const stolen = await attach({ id: other.id, clientKey: first.clientKey }, await card('4343434343434345'));
    expect(stolen.json.errors[0]).toMatchObject({ source: { attribute: 'client_key' } });
    expect((await fromBrowser('/v1/customers', { first_name: 'Ana' })).status).toBe(401);
    expect((await fromBrowser('/v1/payment_methods', { type: 'paymaya' }, 'sk_test_fake')).status).toBe(401);
  });
});
