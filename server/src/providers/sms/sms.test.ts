import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../payments/payment-provider.ts';
import { createSemaphoreSms } from './sms.ts';

// the shape of Semaphore's /api/v4/messages answer, as its documentation shows it; no network is used
const queued = JSON.stringify([
  {
    message_id: 1234567,
    user_id: 99556,
    user: 'ops@pixel.ph',
    account_id: 90290,
    account: 'PIXEL',
    recipient: '639171234567',
    message: 'Your PIXEL code is 123456.',
    sender_name: 'PIXEL',
    network: 'Globe',
    status: 'Pending',
    type: 'Single',
    source: 'Api',
    created_at: '2026-11-20 16:01:02',
    updated_at: '2026-11-20 16:01:02',
  },
]);

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

describe('Semaphore SMS', () => {
  it('posts the key, the local number, the text and the sender name', async () => {
    const { calls, fetchImpl } = recordingFetch({ status: 200, body: queued });
    const sms = createSemaphoreSms({ apiKey: 'semaphore-key', senderName: 'PIXEL', fetch: fetchImpl });
    await sms.send({ to: '+639171234567', text: 'Your PIXEL code is 123456.' });
    expect(calls[0]!.url).toBe('https://api.semaphore.co/api/v4/messages');
    expect(calls[0]!.init.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.init.body as string))).toEqual({
      apikey: 'semaphore-key',
      number: '09171234567',
      message: 'Your PIXEL code is 123456.',
      sendername: 'PIXEL',
    });
  });

  it('leaves the sender name to Semaphore when none is set', async () => {
    const { calls, fetchImpl } = recordingFetch({ status: 200, body: queued });
    await createSemaphoreSms({ apiKey: 'semaphore-key', fetch: fetchImpl }).send({
      to: '+639171234567',
      text: 'x',
    });
    expect(new URLSearchParams(calls[0]!.init.body as string).has('sendername')).toBe(false);
  });

  it.each([
    [{ status: 401, body: '{"message":"Invalid API key"}' }],
    [{ status: 200, body: '{"number":["The number format is invalid."]}' }],
    [{ status: 200, body: JSON.stringify([{ ...JSON.parse(queued)[0], status: 'Failed' }]) }],
  ])('reports %j as the SMS service being unavailable', async (answer) => {
    const { fetchImpl } = recordingFetch(answer);
    await expect(
      createSemaphoreSms({ apiKey: 'semaphore-key', fetch: fetchImpl }).send({
        to: '+639171234567',
        text: 'x',
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
