import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProviders, startFakeProviders } from '../../test/fake-providers.ts';
import { ProviderUnavailableError } from '../payments/payment-provider.ts';
import { createSemaphoreSms } from './sms.ts';

// the adapter over real HTTP, against a local Semaphore answering with its documented bodies
let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders({ semaphoreApiKey: 'semaphore-key' });
});
afterAll(() => fake.close());

const sms = (apiKey = 'semaphore-key') =>
  createSemaphoreSms({ apiKey, senderName: 'PIXEL', apiUrl: fake.semaphoreUrl });

describe('Semaphore over HTTP', () => {
  it('sends a code through the OTP route, with our code in place of {otp}', async () => {
    await sms().send({
      to: '+639171234567',
      text: 'Your PIXEL code is 482913 to add a bank. It expires in 10 min. Never share it.',
      code: '482913',
    });
    expect(fake.semaphore.messages.at(-1)).toEqual({
      route: 'otp',
      fields: {
        apikey: 'semaphore-key',
        number: '09171234567',
        message: 'Your PIXEL code is {otp} to add a bank. It expires in 10 min. Never share it.',
        code: '482913',
        sendername: 'PIXEL',
      },
    });
  });

  it('sends any other text through the ordinary route', async () => {
    await sms().send({ to: '+639171234567', text: 'Your payout was sent.' });
    expect(fake.semaphore.messages.at(-1)).toMatchObject({
      route: 'messages',
      fields: { message: 'Your payout was sent.' },
    });
  });

  it('reports a key Semaphore refuses (answered with 200 and no message) as unavailable', async () => {
    await expect(
      sms('wrong-key').send({ to: '+639171234567', text: 'x', code: undefined }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('is refused what Semaphore does not document: an unknown parameter, or a text left empty', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${fake.semaphoreUrl}/api/v4/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const sent = fake.semaphore.messages.length;
    const unknown = await post({
      apikey: 'semaphore-key',
      number: '09171234567',
      message: 'Hi',
      priority: '1',
    });
    expect(unknown).toEqual({ status: 200, body: { priority: ['The priority field is not allowed.'] } });
    const empty = await post({ apikey: 'semaphore-key', number: '09171234567', message: ' ' });
    expect(empty).toEqual({ status: 200, body: { message: ['The message field is required.'] } });
    await expect(sms().send({ to: '+639171234567', text: '' })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(fake.semaphore.messages).toHaveLength(sent);
  });
});
