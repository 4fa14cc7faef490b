import { afterEach, describe, expect, it } from 'vitest';
import { client, member, payCheckout, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bell, mailsTo, paidGift } from './notifications.testing.ts';

const t = useTestApp();

// the development routes answer this machine only
const dev = (body: object) => client(t, { ip: '127.0.0.1' }).post('/dev/clock', body);
const runDueJobs = () => client(t, { ip: '127.0.0.1' }).post('/dev/jobs/run', {});
afterEach(() => dev({ reset: true }));

describe('the bell', () => {
  it('shows a paid gift to its creator, newest first, and counts it until it is read', async () => {
    const creator = await member(t);
    await paidGift(t, creator, { amount: '150' });
    await paidGift(t, creator, { amount: '200', supporter_name: 'Ben' });

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
    for (let i = 0; i < 3; i++) await paidGift(t, creator, { amount: String(100 + i) });
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
    await paidGift(t, creator);
    const { data } = (await creator.browser.get('/v1/user/notifications')).json();
    const response = await other.browser.post(`/v1/user/notifications/${data[0].id}/read`, {});
    expect(response.statusCode).toBe(404);
    expect(await bell(creator)).toBe(1);
  });
});

describe("in the reader's language", () => {
  it('mails, pushes and lists a notification in Filipino for a creator who chose it', async () => {
    const creator = await member(t);
    expect((await creator.browser.put('/v1/user/language', { language: 'fil' })).statusCode).toBe(200);
    await paidGift(t, creator, { amount: '150', supporter_name: 'Ben' });

    const [mail] = await mailsTo(t, creator);
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
    await paidGift(t, creator, { amount: '120', is_anonymous: true });
    const anonymous = (await creator.browser.get('/v1/user/notifications')).json().data;
    expect(anonymous[0]).toMatchObject({ body: 'Nagpadala si Hindi nagpakilala ng gift na ₱120.00.' });
  });

  it('writes the daily digest and a reminder in Filipino', async () => {
    const creator = await member(t);
    await creator.browser.put('/v1/user/language', { language: 'fil' });
    await creator.browser.put('/v1/user/notification-preferences', { email_digest: 'daily' });
    await paidGift(t, creator, { amount: '120' });
    await paidGift(t, creator, { amount: '130', supporter_name: 'Ben' });
    await dev({ advance_seconds: 25 * 3600 });
    await runDueJobs();
    const [digest] = await mailsTo(t, creator);
    expect(digest!.subject).toBe('Ang 2 PIXEL notification mo ngayong araw');
    expect(digest!.body).toContain(
      '- Bagong gift: Nagpadala si Ana ng gift na ₱120.00.\n- Bagong gift: Nagpadala si Ben ng gift na ₱130.00.',
    );
  });
});
