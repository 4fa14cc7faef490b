import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorWebhookEndpoints } from '../../db/schema/index.ts';
import { member, payCheckout, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { isPublicAddress } from '../../lib/public-address.ts';

// as in production: only public HTTPS addresses
const t = useTestApp({ env: { WEBHOOKS_ALLOW_LOCAL: 'false' } });
const BASE = '/v1/creator/webhooks';

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('creator webhook addresses', () => {
  it('refuses plain http and every address inside', async () => {
    const who = await member(t);
    const cases: [string, string][] = [
      ['http://example.com/hook', 'The url must start with https://.'],
      [receiver.url, 'The url must start with https://.'],
      ['https://127.0.0.1/hook', 'The url must point to a public internet address.'],
      ['https://localhost:8443/hook', 'The url must point to a public internet address.'],
      ['https://[::1]/hook', 'The url must point to a public internet address.'],
      ['https://10.1.2.3/hook', 'The url must point to a public internet address.'],
      ['https://192.168.0.10/hook', 'The url must point to a public internet address.'],
      ['https://169.254.169.254/latest/meta-data', 'The url must point to a public internet address.'],
      ['https://[::ffff:127.0.0.1]/hook', 'The url must point to a public internet address.'],
      ['https://[::127.0.0.1]/hook', 'The url must point to a public internet address.'],
      ['https://[::10.0.0.1]/hook', 'The url must point to a public internet address.'],
      ['https://[::ffff:0:127.0.0.1]/hook', 'The url must point to a public internet address.'],
      ['https://[fe80::1]/hook', 'The url must point to a public internet address.'],
    ];
    for (const [url, message] of cases) {
      const response = await who.browser.post(BASE, { url, events: ['gift.received'] });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url, url).toEqual([message]);
    }
  });

  it('checks the address again at delivery, and sends nothing inside', async () => {
    const who = await member(t);
    // an endpoint whose name resolved to a public address when it was registered and to this machine now
    const [endpoint] = await t.db
      .insert(creatorWebhookEndpoints)
      .values({ userId: who.user.id, url: receiver.url, events: ['gift.received'], secret: 'whsec_test' })
      .returning();
    const { checkoutPath } = await startGift(t, who.page_url);
    await payCheckout(t, checkoutPath);
    expect(await t.jobs.drain('deliver-creator-webhook')).toBe(1);
    expect(receiver.received).toHaveLength(0);

    const [delivery] = (await who.browser.get(`${BASE}/${endpoint!.id}/deliveries`)).json().data;
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toEqual([
      expect.objectContaining({
        attempt: 1,
        status_code: null,
        error: 'Refused: the address resolves to a private, loopback or link-local address.',
      }),
    ]);
  });

  it('tells public addresses from the rest', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '::127.0.0.1',
      '::7f00:1',
      '::8.8.8.8',
      '::ffff:0:7f00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
