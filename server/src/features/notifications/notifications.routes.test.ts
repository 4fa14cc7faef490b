import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '@pixel/contract';
import { pushSubscriptions } from '../../db/schema/index.ts';
import {
  buyPost,
  clearForPayouts,
  client,
  createSnap,
  fundWallet,
  insertUserBank,
  joinTier,
  member,
  newMobile,
  newTier,
  payCheckout,
  signedInUser,
  smsCodeFor,
  staffMember,
  startGift,
  type Client,
  type Member,
} from '../../test/builders.ts';
import { browserKeys, startPushService } from '../../test/push-service.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const push = await startPushService();
afterAll(() => push.close());

// the development routes answer this machine only
const dev = (body: object) => client(t, { ip: '127.0.0.1' }).post('/dev/clock', body);
const runDueJobs = () => client(t, { ip: '127.0.0.1' }).post('/dev/jobs/run', {});
afterEach(() => dev({ reset: true }));

async function paidGift(creator: Member, body: Record<string, unknown> = {}) {
  const started = await startGift(t, creator.page_url, { supporter_name: 'Ana', ...body });
  await payCheckout(t, started.checkoutPath);
  await t.jobs.drain('deliver-notification');
  return started;
}

const bell = async (who: Member) => {
  const response = await who.browser.get('/v1/user/notifications/unread-count');
  expect(response.statusCode).toBe(200);
  return response.json().data.unread_count as number;
};
const mailsTo = async (who: Member) => (await t.outbox()).filter((m) => m.to === who.user.email);

describe('the bell', () => {
  it('shows a paid gift to its creator, newest first, and counts it until it is read', async () => {
    const creator = await member(t);
    await paidGift(creator, { amount: '150' });
    await paidGift(creator, { amount: '200', supporter_name: 'Ben' });

    expect(await bell(creator)).toBe(2);
    const list = await creator.browser.get('/v1/user/notifications');
    expect(list.statusCode).toBe(200);
    const { data, meta } = list.json();
    expect(data).toMatchObject([
      {
        kind: 'gift_received',
        title: 'New gift',
        body: 'Ben sent you a gift of ₱200.00.',
        url: '/dashboard',
      },
      { kind: 'gift_received', body: 'Ana sent you a gift of ₱150.00.', read_at: null },
    ]);
    expect(meta).toEqual({ next_cursor: null, unread_count: 2 });

    const read = await creator.browser.post(`/v1/user/notifications/${data[0].id}/read`, {});
    expect(read.json().data.unread_count).toBe(1);
    const all = await creator.browser.post('/v1/user/notifications/read-all', {});
    expect(all.json().data).toEqual({ message: 'All notifications are marked as read.', unread_count: 0 });
    expect(await bell(creator)).toBe(0);
  });

  it('pages older notifications with a cursor', async () => {
    const creator = await member(t);
    for (let i = 0; i < 3; i++) await paidGift(creator, { amount: String(100 + i) });
    const first = (await creator.browser.get('/v1/user/notifications?per_page=2')).json();
    expect(first.data).toHaveLength(2);
    expect(first.meta.next_cursor).toEqual(expect.any(String));
    const second = (
      await creator.browser.get(`/v1/user/notifications?per_page=2&before=${first.meta.next_cursor}`)
    ).json();
    expect(second.data.map((n: { body: string }) => n.body)).toEqual(['Ana sent you a gift of ₱100.00.']);
    expect(second.meta.next_cursor).toBeNull();
  });

  it('tells a creator of a new follower once, however often they follow again', async () => {
    const creator = await member(t);
    const fan = await member(t);
    await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    await fan.browser.post('/v1/user/unfollow', { username: creator.page_url });
    await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    const { data } = (await creator.browser.get('/v1/user/notifications')).json();
    expect(data).toMatchObject([
      {
        kind: 'new_follower',
        body: `${fan.user.pageName} followed you.`,
        url: `/${fan.page_url}`,
        actor: { page_url: fan.page_url },
      },
    ]);
  });

  it("tells a supporter of the creator's reply to their gift", async () => {
    const creator = await member(t);
    const fan = await member(t);
    const started = await startGift(t, creator.page_url, {}, fan.browser);
    await payCheckout(t, started.checkoutPath);
    const gifts = (await creator.browser.get(`/v1/profile/${creator.page_url}/gifts`)).json().data;
    const reply = await creator.browser.post('/v1/user/donations/reply', {
      id: gifts[0].id,
      reply: 'Salamat po!',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { data } = (await fan.browser.get('/v1/user/notifications')).json();
    expect(data).toMatchObject([
      {
        kind: 'gift_replied',
        title: `${creator.user.pageName} replied to your gift`,
        body: 'Salamat po!',
        url: '/dashboard/supported',
      },
    ]);
  });

  it('answers in the error shape: signed out, an unknown notification, a bad cursor', async () => {
    const someone = await member(t);
    const signedOut = await client(t).get('/v1/user/notifications/unread-count');
    expect(signedOut.statusCode).toBe(401);
    const unknown = await someone.browser.post(`/v1/user/notifications/${crypto.randomUUID()}/read`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ exception: 'NotFoundException' });
    const cursor = await someone.browser.get('/v1/user/notifications?before=nonsense');
    expect(cursor.statusCode).toBe(422);
    expect(cursor.json().errors.before).toEqual(['The before is invalid.']);
  });

  it("never shows one person's notification to another", async () => {
    const creator = await member(t);
    const other = await member(t);
    await paidGift(creator);
    const { data } = (await creator.browser.get('/v1/user/notifications')).json();
    const response = await other.browser.post(`/v1/user/notifications/${data[0].id}/read`, {});
    expect(response.statusCode).toBe(404);
    expect(await bell(creator)).toBe(1);
  });
});

describe('what each side is told', () => {
  const kindsOf = async (who: { browser: Member['browser'] }) =>
    ((await who.browser.get('/v1/user/notifications')).json().data as { kind: string; body: string }[]).map(
      (n) => `${n.kind}: ${n.body}`,
    );

  it('tells the creator of a purchase and of a refund request, and the buyer of the answer', async () => {
    const creator = await signedInUser(t);
    const buyer = await signedInUser(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const { reference } = await buyPost(t, buyer, snap);
    const asked = await buyer.browser.post('/v1/user/refund-requests', { reference, reason: 'Blurry photo' });
    expect(asked.statusCode, asked.body).toBe(201);
    const [purchase, request] = [...(await kindsOf(creator))].reverse();
    expect(purchase).toMatch(/^purchase_made: .+ bought your post for ₱[\d,.]+\.$/);
    expect(request).toBe(
      `refund_requested: ${buyer.page_url} asks for a refund of ${purchase!.match(/₱[\d,.]+\d/)![0]} (${reference}).`,
    );
    const id = asked.json().data.request.id as string;
    const declined = await creator.browser.post(`/v1/user/refund-requests/${id}/decline`, {
      reply: 'The full photo is sharp',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await kindsOf(buyer)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^refund_answered: ${creator.page_url} declined your request for a refund of .+ \\(${reference}\\)\\.$`,
        ),
      ),
    ]);
  });

  /** A creator's payout of ₱200.00 to BDO; `accountNumber`: one the sandbox cannot reach keeps it pending. */
  async function payout(accountNumber?: string) {
    const creator = await member(t);
    const mobile = newMobile();
    await fundWallet(t, creator.user.id, 50_000);
    await clearForPayouts(t, creator.user.id);
    await insertUserBank(t, creator.user.id, {
      mobileNumber: mobile,
      ...(accountNumber && { accountNumber }),
    });
    const body = { bank_slug: 'PH_BDO', amount: '200' };
    const requested = await creator.browser.post('/v1/user/transactions/payout/request', {
      ...body,
      confirm: 1,
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const submitted = await creator.browser.post('/v1/user/transactions/payout/bank', {
      ...body,
      otp_code: await smsCodeFor(t, mobile),
      otp_token: requested.json().data.otp_token,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    return { creator, ...(submitted.json().data as { reference: string; status: string }) };
  }

  it('tells a creator their payout was sent, by mail too', async () => {
    const { creator, reference, status } = await payout();
    expect(status).toBe('completed');
    expect(await kindsOf(creator)).toEqual([
      `payout_sent: Your payout of ₱200.00 to BDO Unibank was sent (${reference}).`,
    ]);
    await t.jobs.drain('deliver-notification');
    expect((await mailsTo(creator)).map((m) => m.subject)).toContain(
      `Payout sent: Your payout of ₱200.00 to BDO Unibank was sent (${reference}).`,
    );
  });

  it('tells a creator finance put their payout on hold', async () => {
    const finance = await staffMember(t, 'finance');
    const { creator, reference } = await payout('4000000003');
    const held = await finance.browser.post(`/v1/admin/payouts/${reference}/hold`, { reason: 'A check' });
    expect(held.statusCode, held.body).toBe(200);
    expect(await kindsOf(creator)).toEqual([
      `payout_held: Your payout of ₱200.00 (${reference}) is on hold for a review.`,
    ]);
  });

  it('tells a creator of a new member, and the member a week before their membership ends', async () => {
    const creator = await signedInUser(t);
    const fan = await signedInUser(t);
    const tier = await newTier(creator, {
      name: 'Sketch Club',
      price: '100',
      description: 'Monthly sketches',
      benefits: ['A sketch a week'],
    });
    await joinTier(t, fan, tier);
    expect(await kindsOf(creator)).toEqual([`member_joined: ${fan.page_url} joined your Sketch Club tier.`]);

    await dev({ advance_seconds: 25 * 86_400 });
    await runDueJobs();
    await runDueJobs();
    expect(await kindsOf(fan)).toEqual([
      `membership_ending: Your Sketch Club membership of ${creator.page_url} ends in a week.`,
    ]);
  });

  it('tells a creator a member moved up to another tier as an upgrade, not a renewal', async () => {
    const creator = await signedInUser(t);
    const fan = await signedInUser(t);
    const tierOf = (name: string, price: string) =>
      newTier(creator, { name, price, description: 'Monthly sketches', benefits: ['A sketch a week'] });
    const sketchClub = await tierOf('Sketch Club', '100');
    const studioPass = await tierOf('Studio Pass', '400');
    await joinTier(t, fan, sketchClub);
    const membership = (await fan.browser.get('/v1/user/memberships')).json().data[0] as { id: string };
    const upgrade = await fan.browser.post(`/v1/user/memberships/${membership.id}/change-tier`, {
      tier_id: studioPass,
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    await payCheckout(t, new URL(upgrade.json().data.link_url as string).pathname);

    const [told] = (await creator.browser.get('/v1/user/notifications')).json().data as {
      title: string;
      body: string;
    }[];
    expect(told!.title).toBe('Membership upgraded');
    expect(told!.body).toMatch(
      new RegExp(`^${fan.page_url} moved up to your Studio Pass tier \\(₱\\d+\\.\\d\\d\\)\\.$`),
    );
  });
});

describe('choices and mail', () => {
  it('mails a gift once by default, and nothing once mail is turned off for gifts', async () => {
    const creator = await member(t);
    await paidGift(creator);
    // the job done again (a retry after a crash) sends nothing more
    await t.jobs.drain('deliver-notification');
    const mails = await mailsTo(creator);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New gift: Ana sent you a gift of ₱100.00.');
    expect(mails[0]!.body).toContain('http://localhost:3000/dashboard');

    const changed = await creator.browser.put('/v1/user/notification-preferences', {
      kinds: { gift_received: { email: false } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.kinds.gift_received).toEqual({ in_app: true, email: false, push: true });
    await paidGift(creator);
    expect(await mailsTo(creator)).toHaveLength(1);
    expect(await bell(creator)).toBe(2);
  });

  it("mails a membership's reminder once to a member with its mail on, and not to one with it off", async () => {
    const creator = await signedInUser(t);
    const tier = await newTier(creator, { name: 'Sketch Club', price: '100' });
    const [keen, quiet] = [await signedInUser(t), await signedInUser(t)];
    await keen.browser.put('/v1/user/notification-preferences', {
      kinds: { membership_ending: { email: true } },
    });
    await quiet.browser.put('/v1/user/notification-preferences', {
      kinds: { membership_ending: { email: false } },
    });
    for (const fan of [keen, quiet]) await joinTier(t, fan, tier);

    await dev({ advance_seconds: 25 * 86_400 });
    await runDueJobs();
    await runDueJobs();
    await t.jobs.drain('deliver-notification');
    const reminders = async (who: { email: string }) =>
      (await t.outbox())
        .filter((mail) => mail.to === who.email && mail.subject?.includes('ends in a week'))
        .map((mail) => mail.subject);
    expect(await reminders(keen)).toEqual([`Your membership of ${creator.page_url} ends in a week`]);
    expect(await reminders(quiet)).toEqual([]);
    // both are told in the app all the same
    expect(await bell(keen)).toBe(1);
    expect(await bell(quiet)).toBe(1);
  });

  it('mails a refund request and its answer once each, with their mail on', async () => {
    const creator = await signedInUser(t);
    const buyer = await signedInUser(t);
    for (const who of [creator, buyer]) {
      await who.browser.put('/v1/user/notification-preferences', {
        kinds: { refund_requested: { email: true }, refund_answered: { email: true } },
      });
    }
    const { reference } = await buyPost(t, buyer, await createSnap(creator, { price_id: 4 }));
    const asked = await buyer.browser.post('/v1/user/refund-requests', { reference, reason: 'Blurry photo' });
    const id = asked.json().data.request.id as string;
    await creator.browser.post(`/v1/user/refund-requests/${id}/decline`, {
      reply: 'The full photo is sharp',
    });
    await t.jobs.drain('deliver-notification');

    const about = async (who: { email: string }) =>
      (await t.outbox())
        .filter((mail) => mail.to === who.email && /refund/i.test(mail.subject ?? ''))
        .map((mail) => mail.subject);
    expect(await about(creator)).toEqual([
      expect.stringMatching(/^A supporter asks for a refund of ₱[\d,.]+$/),
    ]);
    expect(await about(buyer)).toEqual(['Your refund request is declined']);
  });

  it('keeps a gift out of the bell when in-app is off for gifts', async () => {
    const creator = await member(t);
    await creator.browser.put('/v1/user/notification-preferences', {
      kinds: { gift_received: { in_app: false } },
    });
    await paidGift(creator);
    expect(await bell(creator)).toBe(0);
  });

  it('gives the defaults, and refuses a kind that does not exist', async () => {
    const someone = await member(t);
    const got = (await someone.browser.get('/v1/user/notification-preferences')).json().data;
    expect(got.email_digest).toBe('immediate');
    expect(got.kinds.payout_sent).toEqual({ in_app: true, email: true, push: true });
    expect(got.kinds.new_follower).toEqual({ in_app: true, email: false, push: true });
    const wrong = await someone.browser.put('/v1/user/notification-preferences', {
      kinds: { nonsense: { email: true } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().exception).toBe('ValidationException');
  });

  it('sends a daily digest once the oldest waiting notification is a day old, and only once', async () => {
    const creator = await member(t);
    await creator.browser.put('/v1/user/notification-preferences', { email_digest: 'daily' });
    await paidGift(creator, { amount: '120' });
    await paidGift(creator, { amount: '130', supporter_name: 'Ben' });
    await runDueJobs();
    expect(await mailsTo(creator)).toHaveLength(0);

    await dev({ advance_seconds: 25 * 3600 });
    await runDueJobs();
    const mails = await mailsTo(creator);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your 2 PIXEL notifications of the day');
    expect(mails[0]!.body).toContain(
      '- New gift: Ana sent you a gift of ₱120.00.\n- New gift: Ben sent you a gift of ₱130.00.',
    );

    await dev({ advance_seconds: 25 * 3600 });
    await runDueJobs();
    expect(await mailsTo(creator)).toHaveLength(1);
  });
});

describe("in the reader's language", () => {
  it('mails, pushes and lists a notification in Filipino for a creator who chose it', async () => {
    const creator = await member(t);
    expect((await creator.browser.put('/v1/user/language', { language: 'fil' })).statusCode).toBe(200);
    await paidGift(creator, { amount: '150', supporter_name: 'Ben' });

    const [mail] = await mailsTo(creator);
    expect(mail!.subject).toBe('Bagong gift: Nagpadala si Ben ng gift na ₱150.00.');
    expect(mail!.body).toContain('Tingnan sa PIXEL: http://localhost:3000/dashboard');
    const list = (await creator.browser.get('/v1/user/notifications')).json().data;
    expect(list[0]).toMatchObject({ title: 'Bagong gift', body: 'Nagpadala si Ben ng gift na ₱150.00.' });

    // the account's choice is the bell's language: back in English, the same row reads in English
    await creator.browser.put('/v1/user/language', { language: 'en' });
    const again = (await creator.browser.get('/v1/user/notifications')).json().data;
    expect(again[0]).toMatchObject({ title: 'New gift', body: 'Ben sent you a gift of ₱150.00.' });

    // an anonymous giver's stand-in name is read in the reader's language too
    await creator.browser.put('/v1/user/language', { language: 'fil' });
    await paidGift(creator, { amount: '120', is_anonymous: true });
    const anonymous = (await creator.browser.get('/v1/user/notifications')).json().data;
    expect(anonymous[0]).toMatchObject({ body: 'Nagpadala si Hindi nagpakilala ng gift na ₱120.00.' });
  });

  it('writes the daily digest and a reminder in Filipino', async () => {
    const creator = await member(t);
    await creator.browser.put('/v1/user/language', { language: 'fil' });
    await creator.browser.put('/v1/user/notification-preferences', { email_digest: 'daily' });
    await paidGift(creator, { amount: '120' });
    await paidGift(creator, { amount: '130', supporter_name: 'Ben' });
    await dev({ advance_seconds: 25 * 3600 });
    await runDueJobs();
    const [digest] = await mailsTo(creator);
    expect(digest!.subject).toBe('Ang 2 PIXEL notification mo ngayong araw');
    expect(digest!.body).toContain(
      '- Bagong gift: Nagpadala si Ana ng gift na ₱120.00.\n- Bagong gift: Nagpadala si Ben ng gift na ₱130.00.',
    );
  });
});

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
    await paidGift(creator, { amount: '250' });
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
      await paidGift(creator);
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
    await paidGift(creator);
    await t.jobs.drain('send-push');
    const removed = await creator.browser.delete('/v1/user/push-subscriptions', { endpoint });
    expect(removed.statusCode).toBe(200);
    await creator.browser.put('/v1/user/notification-preferences', {
      kinds: { gift_received: { push: true } },
    });
    await paidGift(creator);
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
    await paidGift(creator);
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

    await paidGift(creator);
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
