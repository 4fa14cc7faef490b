import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '@pixel/contract';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { client, member, signedInUser, type Client } from '../../test/builders.ts';
import { browserKeys, startPushService } from '../../test/push-service.ts';
import { useTestApp } from '../../test/test-app.ts';
import { paidGift } from './notifications.testing.ts';

const t = useTestApp();
const push = await startPushService();
afterAll(() => push.close());

describe('web push', () => {
  beforeAll(() => {
    push.state.status = 201;
  });

  it('gives the VAPID public key a browser subscribes with', async () => {
    const response = await client(t).get('/v1/push/vapid-public-key');
    expect(response.statusCode).toBe(200);
    expect(Buffer.from(response.json().data.public_key, 'base64url')).toHaveLength(65);
  });

  it("sends each of a person's browsers the message, encrypted to its own keys", async () => {
    const creator = await member(t);
    const phone = browserKeys();
    const laptop = browserKeys();
    for (const [keys, name] of [
      [phone, 'phone'],
      [laptop, 'laptop'],
    ] as const) {
      const subscribed = await creator.browser.post('/v1/user/push-subscriptions', {
        endpoint: `${push.origin}/${creator.page_url}/${name}`,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      expect(subscribed.statusCode, subscribed.body).toBe(200);
    }
    await paidGift(t, creator, { amount: '250' });
    await t.jobs.drain('send-push');

    const toPhone = push.received.filter((r) => r.path === `/${creator.page_url}/phone`);
    const toLaptop = push.received.filter((r) => r.path === `/${creator.page_url}/laptop`);
    expect(toPhone).toHaveLength(1);
    expect(toLaptop).toHaveLength(1);
    expect(toPhone[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(toPhone[0]!.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    const { data } = (await creator.browser.get('/v1/user/notifications')).json();
    const expected = {
      title: 'New gift',
      body: 'Ana sent you a gift of ₱250.00.',
      url: '/dashboard',
      tag: data[0].id,
      kind: 'gift_received',
    };
    expect(JSON.parse(phone.decrypt(toPhone[0]!.body))).toEqual(expected);
    expect(JSON.parse(laptop.decrypt(toLaptop[0]!.body))).toEqual(expected);
    // the phone's keys cannot open the laptop's message
    expect(() => phone.decrypt(toLaptop[0]!.body)).toThrow();
  });

  it('removes a subscription its push service says is gone (410)', async () => {
    const creator = await member(t);
    const keys = browserKeys();
    const endpoint = `${push.origin}/${creator.page_url}/gone`;
    await creator.browser.post('/v1/user/push-subscriptions', {
      endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    push.state.status = 410;
    try {
      await paidGift(t, creator);
      await t.jobs.drain('send-push');
    } finally {
      push.state.status = 201;
    }
    expect(push.received.filter((r) => r.path === `/${creator.page_url}/gone`)).toHaveLength(1);
    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(left).toEqual([]);
  });

  it('sends nothing to a browser after it unsubscribed, or when push is off for the kind', async () => {
    const creator = await member(t);
    const keys = browserKeys();
    const endpoint = `${push.origin}/${creator.page_url}/off`;
    await creator.browser.post('/v1/user/push-subscriptions', {
      endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    await creator.browser.put('/v1/user/notification-preferences', {
      kinds: { gift_received: { push: false } },
    });
    await paidGift(t, creator);
    await t.jobs.drain('send-push');
    const removed = await creator.browser.delete('/v1/user/push-subscriptions', { endpoint });
    expect(removed.statusCode).toBe(200);
    await creator.browser.put('/v1/user/notification-preferences', {
      kinds: { gift_received: { push: true } },
    });
    await paidGift(t, creator);
    await t.jobs.drain('send-push');
    expect(push.received.filter((r) => r.path.startsWith(`/${creator.page_url}/`))).toEqual([]);
  });

  it('sends nothing to a browser after its person signed out there, and still to their other browser', async () => {
    const creator = await signedInUser(t);
    const laptop = client(t);
    await laptop.post('/v1/auth/login', { email: creator.email, password: creator.password });
    const browsers = { phone: creator.browser, laptop };
    for (const [name, browser] of Object.entries(browsers)) {
      const keys = browserKeys();
      const subscribed = await browser.post('/v1/user/push-subscriptions', {
        endpoint: `${push.origin}/${creator.page_url}/${name}`,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
      expect(subscribed.statusCode, subscribed.body).toBe(200);
    }

    expect((await creator.browser.post('/v1/auth/logout')).statusCode).toBe(200);
    await paidGift(t, creator);
    await t.jobs.drain('send-push');

    const paths = push.received.map((r) => r.path).filter((path) => path.startsWith(`/${creator.page_url}/`));
    expect(paths).toEqual([`/${creator.page_url}/laptop`]);

    // signed in again, the phone is told its subscription is gone, so the app offers to turn push on again
    await creator.browser.post('/v1/auth/login', { email: creator.email, password: creator.password });
    const status = async (browser: Client, name: string) => {
      const endpoint = encodeURIComponent(`${push.origin}/${creator.page_url}/${name}`);
      const answer = await browser.get(`/v1/user/push-subscriptions/status?endpoint=${endpoint}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.subscribed as boolean;
    };
    expect(await status(creator.browser, 'phone')).toBe(false);
    expect(await status(laptop, 'laptop')).toBe(true);
    // another session's subscription is not this one's
    expect(await status(creator.browser, 'laptop')).toBe(false);
  });

  it('sends nothing to a browser whose session was ended from elsewhere or by a password change', async () => {
    const creator = await signedInUser(t);
    const signIn = async () => {
      const browser = client(t);
      await browser.post('/v1/auth/login', { email: creator.email, password: creator.password });
      return browser;
    };
    const [tablet, laptop] = [await signIn(), await signIn()];
    for (const [name, browser] of Object.entries({ tablet, laptop })) {
      const keys = browserKeys();
      await browser.post('/v1/user/push-subscriptions', {
        endpoint: `${push.origin}/${creator.page_url}/${name}`,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      });
    }
    const tabletSessions = (await tablet.get('/v1/user/sessions')).json().data as AccountSession[];
    const tabletSession = tabletSessions.find((session) => session.current)!.id;
    expect((await creator.browser.delete(`/v1/user/sessions/${tabletSession}`)).statusCode).toBe(200);
    const changed = await creator.browser.post('/v1/user/password', {
      current_password: creator.password,
      password: 'a brand new passphrase',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    await paidGift(t, creator);
    await t.jobs.drain('send-push');
    expect(push.received.filter((r) => r.path.startsWith(`/${creator.page_url}/`))).toEqual([]);
  });

  it('refuses a subscription that is not one', async () => {
    const someone = await member(t);
    const response = await someone.browser.post('/v1/user/push-subscriptions', {
      endpoint: 'not a url',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.endpoint).toEqual(['The endpoint must be a valid URL.']);
  });
});
