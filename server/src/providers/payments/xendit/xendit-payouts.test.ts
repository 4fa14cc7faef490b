import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PayoutRejectedError, ProviderUnavailableError } from '../payment-provider.ts';
import { createXenditPayouts } from './xendit-payouts.ts';

// shapes follow Xendit's published Payouts v2 and payout channel resources; no network is used
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const TOKEN = 'xnd_callback_token_fixture_0123456789';

function scriptedFetch(answers: { status: number; body: string }[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift() ?? { status: 500, body: '{}' };
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const gateway = (fetchImpl?: typeof fetch) =>
  createXenditPayouts({
    secretKey: 'xnd_development_abc',
    callbackToken: TOKEN,
    directChannel: 'PH_GCASH',
    fetch: fetchImpl,
  });

const request = {
  reference: 'W-ABCDEFGHJKLM',
  idempotencyKey: 'payout:5b0c6d0e-7f0a-4c51-9d4f-1f1b0c2a9e11',
  channel: 'PH_BDO',
  accountNumber: '001234567890',
  accountHolderName: 'Maria Santos',
  amount: 20_000,
  currency: 'PHP' as const,
  description: 'PIXEL payout W-ABCDEFGHJKLM',
};

describe('Xendit payouts', () => {
  it('lists Philippine bank and e-wallet channels as slug and name, leaving out the rest', async () => {
    const { calls, fetchImpl } = scriptedFetch([
      { status: 200, body: fixture('payouts-channels.response.json') },
    ]);
    expect(await gateway(fetchImpl).listChannels()).toEqual([
      { slug: 'PH_BDO', name: 'BDO Unibank', type: 'bank', amountIncrement: 1 },
      { slug: 'PH_BPI', name: 'Bank of the Philippine Islands', type: 'bank', amountIncrement: 1 },
      { slug: 'PH_GCASH', name: 'GCash', type: 'ewallet', amountIncrement: 1 },
    ]);
    expect(calls[0]!.url).toBe('https://api.xendit.co/payouts_channels?currency=PHP');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('xnd_development_abc:').toString('base64')}`,
    );
  });

  it('creates a payout in pesos with our reference and the idempotency key', async () => {
    const { calls, fetchImpl } = scriptedFetch([
      { status: 200, body: fixture('create-payout.response.json') },
    ]);
    expect(await gateway(fetchImpl).createPayout(request)).toEqual({
      id: 'disb-571f3644d2b4edf0745e9703',
      reference: 'W-ABCDEFGHJKLM',
      status: 'pending',
      failureCode: null,
    });
    const [call] = calls;
    expect(call!.url).toBe('https://api.xendit.co/v2/payouts');
    expect((call!.init.headers as Record<string, string>)['Idempotency-key']).toBe(request.idempotencyKey);
    expect(JSON.parse(call!.init.body as string)).toEqual({
      reference_id: 'W-ABCDEFGHJKLM',
      channel_code: 'PH_BDO',
      channel_properties: { account_number: '001234567890', account_holder_name: 'Maria Santos' },
      amount: 200,
      currency: 'PHP',
      description: 'PIXEL payout W-ABCDEFGHJKLM',
    });
  });

  it('sends direct e-payment payouts to the e-wallet channel with the 09 mobile number', async () => {
    const { calls, fetchImpl } = scriptedFetch([
      { status: 200, body: fixture('create-payout.response.json') },
    ]);
    await gateway(fetchImpl).createPayout({
      ...request,
      channel: 'e-payment',
      accountNumber: '9171234567',
      amount: 12_345,
    });
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({
      channel_code: 'PH_GCASH',
      channel_properties: { account_number: '09171234567' },
      amount: 123.45,
    });
  });

  it('finds the payout a reused key already made instead of making another', async () => {
    const { calls, fetchImpl } = scriptedFetch([
      { status: 409, body: fixture('create-payout-duplicate.response.json') },
      { status: 200, body: fixture('list-payouts-by-reference.response.json') },
    ]);
    const payout = await gateway(fetchImpl).createPayout(request);
    expect(payout.id).toBe('disb-571f3644d2b4edf0745e9703');
    expect(calls[1]!.url).toBe('https://api.xendit.co/v2/payouts?reference_id=W-ABCDEFGHJKLM');
  });

  it('tells a refusal for good from a failure worth retrying', async () => {
    const refused = scriptedFetch([
      { status: 400, body: fixture('create-payout-account-error.response.json') },
    ]);
    await expect(gateway(refused.fetchImpl).createPayout(request)).rejects.toEqual(
      new PayoutRejectedError(
        'RECIPIENT_ACCOUNT_NUMBER_ERROR',
        'The account number is invalid for the selected channel.',
      ),
    );
    const down = scriptedFetch([{ status: 503, body: '{"error_code":"SERVER_ERROR"}' }]);
    await expect(gateway(down.fetchImpl).createPayout(request)).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    const broken = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(gateway(broken).createPayout(request)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('reads a payout back, and says null for one it does not know', async () => {
    const { calls, fetchImpl } = scriptedFetch([
      { status: 200, body: fixture('get-payout-succeeded.response.json') },
      { status: 404, body: '{"error_code":"DATA_NOT_FOUND"}' },
    ]);
    const payouts = gateway(fetchImpl);
    expect(await payouts.fetchPayout('disb-571f3644d2b4edf0745e9703')).toMatchObject({ status: 'succeeded' });
    expect(calls[0]!.url).toBe('https://api.xendit.co/v2/payouts/disb-571f3644d2b4edf0745e9703');
    expect(await payouts.fetchPayout('disb-unknown')).toBeNull();
    expect(await payouts.fetchPayout('../../balance')).toBeNull();
  });

  it('accepts a webhook only with the callback token', () => {
    const rawBody = fixture('webhook-payout-failed.json');
    const now = new Date();
    const payouts = gateway();
    expect(payouts.verifyPayoutWebhook({ headers: { 'x-callback-token': TOKEN }, rawBody, now })).toEqual({
      ok: true,
      event: {
        id: 'disb-571f3644d2b4edf0745e9703',
        reference: 'W-ABCDEFGHJKLM',
        status: 'failed',
        failureCode: 'INVALID_DESTINATION',
      },
    });
    expect(payouts.verifyPayoutWebhook({ headers: {}, rawBody, now })).toEqual({
      ok: false,
      reason: 'missing_signature',
    });
    expect(
      payouts.verifyPayoutWebhook({ headers: { 'x-callback-token': `${TOKEN}x` }, rawBody, now }),
    ).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(
      payouts.verifyPayoutWebhook({ headers: { 'x-callback-token': TOKEN }, rawBody: '{', now }),
    ).toEqual({
      ok: false,
      reason: 'malformed_body',
    });
  });
});
