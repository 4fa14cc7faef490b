import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_EPAYMENT_SLUG } from '@pixel/contract';
import { type FakeProviders, startFakeProviders } from '../../../test/fake-providers.ts';
import { PayoutRejectedError, ProviderUnavailableError } from '../payment-provider.ts';
import { createXenditPayouts } from './xendit-payouts.ts';

// the adapter over real HTTP, against a local Xendit answering with its documented bodies
let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());

const gateway = (secretKey = 'xnd_development_fake') =>
  createXenditPayouts({
    secretKey,
    callbackToken: 'xnd_callback_token_fake_0123456789',
    directChannel: 'PH_AUB',
    apiUrl: fake.xenditUrl,
  });

let n = 0;
const payout = (amount: number) => {
  n++;
  return {
    reference: `W-HTTP${n}`,
    idempotencyKey: `payout:http-${n}`,
    channel: 'PH_AUB',
    accountNumber: '001234567890',
    accountHolderName: 'Maria Santos',
    amount,
    currency: 'PHP' as const,
    description: `PIXEL payout W-HTTP${n}`,
  };
};

describe('Xendit over HTTP', () => {
  it('lists the PHP channels with the step each takes amounts in (Asia United Bank: whole pesos)', async () => {
    expect(await gateway().listChannels()).toEqual([
      { slug: 'PH_AUB', name: 'Asia United Bank', type: 'bank', amountIncrement: 100 },
    ]);
    expect(await gateway().amountIncrement('PH_AUB')).toBe(100);
    // direct e-payment goes to the configured channel
    expect(await gateway().amountIncrement(DIRECT_EPAYMENT_SLUG)).toBe(100);
  });

  it('sends a payout in pesos and reads it back; the same key again finds the same payout', async () => {
    const request = payout(15_000);
    const sent = await gateway().createPayout(request);
    expect(sent).toMatchObject({ reference: request.reference, status: 'pending' });
    const body = JSON.parse(fake.requests.at(-1)!.body);
    expect(body).toMatchObject({ amount: 150, channel_code: 'PH_AUB', currency: 'PHP' });
    expect(await gateway().fetchPayout(sent.id)).toMatchObject({ id: sent.id, status: 'pending' });
    expect(await gateway().createPayout(request)).toEqual(sent);
  });

  it('is refused for good when the amount is not in the channel’s steps (₱150.50 to a whole-peso bank)', async () => {
    const refused = await gateway()
      .createPayout(payout(15_050))
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PayoutRejectedError);
    expect(refused).toMatchObject({ code: 'API_VALIDATION_ERROR' });
  });

  it('reports Xendit down or unreachable as unavailable (retried with the same key)', async () => {
    fake.xendit.failNext = 500;
    await expect(gateway().createPayout(payout(10_000))).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.xendit.dropNext = true;
    await expect(gateway().createPayout(payout(10_000))).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.xendit.refuseNext = fake.xendit.errors.server;
    const failing = await gateway()
      .createPayout(payout(10_000))
      .catch((err: unknown) => err);
    expect(failing).toBeInstanceOf(ProviderUnavailableError);
    expect(failing).toMatchObject({ code: 'SERVER_ERROR' });
    await expect(gateway('wrong').listChannels()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it.each([
    ['invalidJson', 'INVALID_JSON_FORMAT'],
    ['duplicate', 'DUPLICATE_ERROR'],
    ['invalidKey', 'INVALID_API_KEY'],
    ['forbidden', 'REQUEST_FORBIDDEN_ERROR'],
  ] as const)('is refused for good, with Xendit’s words, on %s (%s)', async (name, code) => {
    fake.xendit.refuseNext = fake.xendit.errors[name];
    const refused = await gateway()
      .createPayout(payout(10_000))
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PayoutRejectedError);
    expect(refused).toMatchObject({ code, detail: expect.any(String) });
  });

  it('is refused, as Xendit would refuse it, an attribute its documents do not list, or a key reused for another payout', async () => {
    const request = payout(10_000);
    const strict = createXenditPayouts({
      secretKey: 'xnd_development_fake',
      callbackToken: 'xnd_callback_token_fake_0123456789',
      directChannel: 'PH_AUB',
      apiUrl: fake.xenditUrl,
      fetch: (url, init) =>
        fetch(url, { ...init, body: JSON.stringify({ ...JSON.parse(init!.body as string), urgent: true }) }),
    });
    const unlisted = await strict.createPayout(request).catch((err: unknown) => err);
    expect(unlisted).toMatchObject({
      code: 'API_VALIDATION_ERROR',
      detail: expect.stringContaining('urgent'),
    });

    await gateway().createPayout(request);
    const reused = await gateway()
      .createPayout({ ...request, amount: 20_000 })
      .catch((err: unknown) => err);
    expect(reused).toBeInstanceOf(PayoutRejectedError);
    expect(reused).toMatchObject({ code: 'DUPLICATE_ERROR' });
  });
});
