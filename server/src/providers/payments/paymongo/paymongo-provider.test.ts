import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hmacHex, SIGNATURE_MAX_AGE_SECONDS } from '../webhook-signature.ts';
import { createPaymongoProvider } from './paymongo-provider.ts';

// shapes follow PayMongo's published resources (see the provider reference notes); no network is used
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const SECRET = 'whsk_test_fixture_secret';

function recordingFetch(answer: { status: number; body: string }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const provider = (fetchImpl?: typeof fetch) =>
  createPaymongoProvider({ secretKey: 'sk_test_abc', webhookSecret: SECRET, fetch: fetchImpl });

describe('PayMongo checkout sessions', () => {
  it('creates a checkout session in centavos with our reference and return addresses', async () => {
    const { calls, fetchImpl } = recordingFetch({
      status: 200,
      body: fixture('create-checkout-session.response.json'),
    });
    const checkout = await provider(fetchImpl).createCheckout({
      reference: 'G-ABCDEFGHJKLM',
      amount: 10_000,
      currency: 'PHP',
      description: 'Gift to Maria Santos on PIXEL',
      successUrl: 'http://localhost:3000/mariasketches?gift=sent&reference=G-ABCDEFGHJKLM',
      failureUrl: 'http://localhost:3000/mariasketches?gift=cancelled&reference=G-ABCDEFGHJKLM',
    });
    expect(checkout).toEqual({
      checkoutId: 'cs_9fGkQx3nV2mWbL7pYtR4sZ1a',
      url: 'https://checkout.paymongo.com/cs_9fGkQx3nV2mWbL7pYtR4sZ1a#cGtfdGVzdF9leGFtcGxl',
    });
    const [call] = calls;
    expect(call!.url).toBe('https://api.paymongo.com/v1/checkout_sessions');
    expect(call!.init.method).toBe('POST');
    expect((call!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('sk_test_abc:').toString('base64')}`,
    );
    const body = JSON.parse(call!.init.body as string);
    expect(body.data.attributes).toMatchObject({
      line_items: [{ amount: 10_000, currency: 'PHP', quantity: 1, name: 'Gift to Maria Santos on PIXEL' }],
      reference_number: 'G-ABCDEFGHJKLM',
      success_url: expect.stringContaining('gift=sent'),
      cancel_url: expect.stringContaining('gift=cancelled'),
    });
  });

  it('reports PayMongo being down as unavailable, not as a crash', async () => {
    const { fetchImpl } = recordingFetch({
      status: 500,
      body: '{"errors":[{"code":"internal_server_error"}]}',
    });
    await expect(
      provider(fetchImpl).createCheckout({
        reference: 'G-1',
        amount: 100,
        currency: 'PHP',
        description: 'x',
        successUrl: 'http://localhost:3000/a',
        failureUrl: 'http://localhost:3000/b',
      }),
    ).rejects.toThrow(/PayMongo answered 500/);
  });

  it('reads a paid session when re-fetching, with the method it was paid with', async () => {
    const { calls, fetchImpl } = recordingFetch({
      status: 200,
      body: fixture('retrieve-checkout-session-paid.response.json'),
    });
    const state = await provider(fetchImpl).fetchCheckout('cs_9fGkQx3nV2mWbL7pYtR4sZ1a');
    expect(calls[0]!.url).toBe('https://api.paymongo.com/v1/checkout_sessions/cs_9fGkQx3nV2mWbL7pYtR4sZ1a');
    expect(state).toEqual({
      status: 'paid',
      amount: 10_000,
      currency: 'PHP',
      paidAt: new Date(1795219260 * 1000),
      // GCash is paid by the payer each time: nothing to charge again
      method: { type: 'gcash', recurringToken: null },
      // the payment's own id, which its refunds name
      providerPaymentId: 'pay_Qw2eR4tY6uI8oP0aS1dF3gH5',
    });
    // an id that is not a checkout session is never sent to PayMongo
    expect(await provider(fetchImpl).fetchCheckout('../webhooks')).toBeNull();
  });
});

describe('PayMongo webhooks', () => {
  const rawBody = fixture('webhook-checkout-session-payment-paid.json');
  const now = new Date();
  const t = String(Math.floor(now.getTime() / 1000));

  it('accepts a test-mode event signed in te, and reads the paid checkout', () => {
    const header = `t=${t},te=${hmacHex(SECRET, t, rawBody)},li=`;
    const result = provider().verifyWebhook({ headers: { 'paymongo-signature': header }, rawBody, now });
    expect(result).toMatchObject({
      ok: true,
      event: {
        eventId: 'evt_Hj7kL9mN1bV3cX5zA8sD0fG2',
        type: 'checkout.paid',
        checkoutId: 'cs_9fGkQx3nV2mWbL7pYtR4sZ1a',
        reference: 'G-ABCDEFGHJKLM',
        amount: 10_000,
        currency: 'PHP',
      },
    });
  });

  it('compares a live event with li, not te', () => {
    const live = rawBody.replaceAll('"livemode": false', '"livemode": true');
    const signature = hmacHex(SECRET, t, live);
    const inTe = provider().verifyWebhook({
      headers: { 'paymongo-signature': `t=${t},te=${signature},li=` },
      rawBody: live,
      now,
    });
    expect(inTe).toEqual({ ok: false, reason: 'bad_signature' });
    const inLi = provider().verifyWebhook({
      headers: { 'paymongo-signature': `li=${signature},t=${t},te=` },
      rawBody: live,
      now,
    });
    expect(inLi.ok).toBe(true);
  });

  it.each([
    ['no header', {}, 'missing_signature'],
    [
      'a wrong secret',
      { 'paymongo-signature': `t=${t},te=${hmacHex('other', t, rawBody)},li=` },
      'bad_signature',
    ],
    [
      'a tampered body',
      { 'paymongo-signature': `t=${t},te=${hmacHex(SECRET, t, rawBody + ' ')},li=` },
      'bad_signature',
    ],
    [
      'a timestamp older than the provider retries for',
      (() => {
        const old = String(Number(t) - SIGNATURE_MAX_AGE_SECONDS - 1);
        return { 'paymongo-signature': `t=${old},te=${hmacHex(SECRET, old, rawBody)},li=` };
      })(),
      'stale_timestamp',
    ],
  ])('refuses %s', (_case, headers, reason) => {
    expect(provider().verifyWebhook({ headers, rawBody, now })).toEqual({ ok: false, reason });
  });

  it('accepts a retry the provider signed a day ago (a replay is refused by its event id)', () => {
    const dayOld = String(Number(t) - 86_400);
    const headers = { 'paymongo-signature': `t=${dayOld},te=${hmacHex(SECRET, dayOld, rawBody)},li=` };
    expect(provider().verifyWebhook({ headers, rawBody, now }).ok).toBe(true);
  });

  it('passes over event types it does not act on', () => {
    const other = rawBody.replace('checkout_session.payment.paid', 'payout.created');
    const header = `t=${t},te=${hmacHex(SECRET, t, other)},li=`;
    const result = provider().verifyWebhook({
      headers: { 'paymongo-signature': header },
      rawBody: other,
      now,
    });
    expect(result).toMatchObject({ ok: true, event: { type: 'ignored', providerType: 'payout.created' } });
  });
});

describe('PayMongo refunds', () => {
  function routedFetch(answers: Record<string, { status: number; body: string }>) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers[`${init.method} ${url}`] ?? { status: 404, body: '{}' };
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }
  const session = 'https://api.paymongo.com/v1/checkout_sessions/cs_9fGkQx3nV2mWbL7pYtR4sZ1a';
  const request = {
    providerPaymentId: null,
    checkoutId: 'cs_9fGkQx3nV2mWbL7pYtR4sZ1a',
    amount: 10_000,
    currency: 'PHP' as const,
    reason: 'duplicate' as const,
    reference: 'G-ABCDEFGHJKLM',
    idempotencyKey: 'refund:0b6f',
  };

  it('refunds the payment PayMongo named when it was paid, without asking for its checkout', async () => {
    const { calls, fetchImpl } = routedFetch({
      'POST https://api.paymongo.com/v1/refunds': {
        status: 200,
        body: fixture('create-refund.response.json'),
      },
    });
    await provider(fetchImpl).createRefund({
      ...request,
      checkoutId: 'pi_aJsHfCD2AmR9V5KBvtkW8XY2',
      providerPaymentId: 'pay_gPSJ6SB24SVEa5hH8LrXBtd4',
      reason: 'requested_by_customer',
    });
    expect(calls.map((call) => call.init.method)).toEqual(['POST']);
    // the reason both of PayMongo's refund documents list
    expect(JSON.parse(calls[0]!.init.body as string).data.attributes).toMatchObject({
      payment_id: 'pay_gPSJ6SB24SVEa5hH8LrXBtd4',
      reason: 'others',
    });
  });

  it("refunds the session's paid payment in full, under our idempotency key", async () => {
    const { calls, fetchImpl } = routedFetch({
      [`GET ${session}`]: { status: 200, body: fixture('retrieve-checkout-session-paid.response.json') },
      'POST https://api.paymongo.com/v1/refunds': {
        status: 200,
        body: fixture('create-refund.response.json'),
      },
    });
    const refund = await provider(fetchImpl).createRefund(request);
    expect(refund).toEqual({ id: 'ref_Lm8nB6vC4xZ2aS9dF7gH5jK3', status: 'pending', failureReason: null });
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect((post.init.headers as Record<string, string>)['idempotency-key']).toBe('refund:0b6f');
    expect(JSON.parse(post.init.body as string).data.attributes).toMatchObject({
      amount: 10_000,
      payment_id: 'pay_Qw2eR4tY6uI8oP0aS1dF3gH5',
      reason: 'duplicate',
    });
  });

  it('asks no refund of a session with no paid payment, and reads a refund that succeeded later', async () => {
    const unpaid = routedFetch({
      [`GET ${session}`]: { status: 200, body: fixture('create-checkout-session.response.json') },
    });
    await expect(provider(unpaid.fetchImpl).createRefund(request)).rejects.toThrow(/no paid payment/);
    expect(unpaid.calls.some((call) => call.init.method === 'POST')).toBe(false);

    const succeeded = fixture('create-refund.response.json').replace(
      '"status": "pending"',
      '"status": "succeeded"',
    );
    const later = routedFetch({
      'GET https://api.paymongo.com/v1/refunds/ref_Lm8nB6vC4xZ2aS9dF7gH5jK3': {
        status: 200,
        body: succeeded,
      },
    });
    expect(await provider(later.fetchImpl).fetchRefund('ref_Lm8nB6vC4xZ2aS9dF7gH5jK3')).toMatchObject({
      status: 'succeeded',
    });
    expect(await provider(later.fetchImpl).fetchRefund('../v1/payments')).toBeNull();
  });
});

describe("PayMongo's refund webhooks", () => {
  // PayMongo's own samples (a live account's), made test-mode events as a test key receives them
  const documented = (name: string) =>
    readFileSync(
      new URL(`../../../test/provider-payloads/paymongo/${name}`, import.meta.url),
      'utf8',
    ).replaceAll('"livemode": true', '"livemode": false');
  const refunded = documented('webhook-payment.refunded.docs-webhooks-page.json');
  const updated = documented('webhook-payment.refund.updated.docs-webhooks-page.json');
  const now = new Date();
  const t = String(Math.floor(now.getTime() / 1000));
  const signed = (rawBody: string, secret = SECRET) => ({
    headers: { 'paymongo-signature': `t=${t},te=${hmacHex(secret, t, rawBody)},li=` },
    rawBody,
    now,
  });

  it('reads payment.refunded as the payment, its intent and each of its refunds', () => {
    expect(provider().verifyWebhook(signed(refunded))).toMatchObject({
      ok: true,
      event: {
        eventId: 'evt_nnz8uNPuUbwfUSyf9TjoiXAR',
        type: 'payment.refunded',
        providerPaymentId: 'pay_2PFmF8QhphnZx6Aw6arxyQTo',
        checkoutId: 'pi_RBLSaWhxc4VfuGnGhbnDczfj',
        // the sample's payment kept no reference of ours in its metadata
        reference: null,
        refunds: [{ id: 'ref_NPV4sYPPQA1h1UnoFnkiAnJH', amount: 2000, status: 'succeeded' }],
      },
    });
  });

  it('reads payment.refund.updated as the one refund and the payment it names, still pending', () => {
    expect(provider().verifyWebhook(signed(updated))).toMatchObject({
      ok: true,
      event: {
        eventId: 'evt_MfvKej4EuzooFqXWY8P8jm31',
        type: 'payment.refunded',
        providerPaymentId: 'pay_9DpmMX2EFBybkJRBAxKQXm4v',
        checkoutId: null,
        reference: null,
        refunds: [{ id: 'ref_i3MtAHxpntbUBbEFCvjsyKBz', amount: 2000, status: 'pending' }],
      },
    });
  });

  it('reads the reference a payment kept from its checkout, and one our own refund carries', () => {
    const withReference = refunded.replace('"metadata": null', '"metadata": {"reference": "G-ABCDEFGHJKLM"}');
    expect(provider().verifyWebhook(signed(withReference))).toMatchObject({
      ok: true,
      event: { reference: 'G-ABCDEFGHJKLM' },
    });
    const ours = updated.replace('"metadata": null', '"metadata": {"reference": "P-ABCDEFGHJKLM"}');
    expect(provider().verifyWebhook(signed(ours))).toMatchObject({
      ok: true,
      event: { reference: 'P-ABCDEFGHJKLM' },
    });
  });

  it('checks their signature as any other event: a wrong secret, a tampered body, no header', () => {
    expect(provider().verifyWebhook(signed(refunded, 'another_secret'))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const tampered = { ...signed(refunded), rawBody: refunded.replace('"amount": 2000', '"amount": 200000') };
    expect(provider().verifyWebhook(tampered)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(provider().verifyWebhook({ headers: {}, rawBody: refunded, now })).toEqual({
      ok: false,
      reason: 'missing_signature',
    });
  });

  it('acts on no refund of the other mode than its key, and refuses one it cannot read', () => {
    const live = refunded.replace('"livemode": false', '"livemode": true');
    const header = `t=${t},te=,li=${hmacHex(SECRET, t, live)}`;
    expect(
      provider().verifyWebhook({ headers: { 'paymongo-signature': header }, rawBody: live, now }),
    ).toMatchObject({ ok: true, event: { type: 'ignored', providerType: 'payment.refunded (live mode)' } });
    const unnamed = updated.replace('"payment_id": "pay_9DpmMX2EFBybkJRBAxKQXm4v",', '');
    expect(provider().verifyWebhook(signed(unnamed))).toEqual({ ok: false, reason: 'malformed_body' });
  });
});
