import { afterEach, describe, expect, it } from 'vitest';
import { buyPost, client, createSnap, joinTier, member, newTier, signedInUser } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bell, mailsTo, paidGift } from './notifications.testing.ts';

const t = useTestApp();

// the development routes answer this machine only
const dev = (body: object) => client(t, { ip: '127.0.0.1' }).post('/dev/clock', body);
const runDueJobs = () => client(t, { ip: '127.0.0.1' }).post('/dev/jobs/run', {});
afterEach(() => dev({ reset: true }));

describe('choices and mail', () => {
  it('mails a gift once by default, and nothing once mail is turned off for gifts', async () => {
    const creator = await member(t);
    await paidGift(t, creator);
    // the job done again (a retry after a crash) sends nothing more
    await t.jobs.drain('deliver-notification');
    const mails = await mailsTo(t, creator);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New gift: Ana sent you a gift of ₱100.00.');
    expect(mails[0]!.body).toContain('http://localhost:3000/dashboard');

    const changed = await creator.browser.put('/v1/user/notification-preferences', {
      kinds: { gift_received: { email: false } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.kinds.gift_received).toEqual({ in_app: true, email: false, push: true });
    await paidGift(t, creator);
    expect(await mailsTo(t, creator)).toHaveLength(1);
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
    await paidGift(t, creator);
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
    await paidGift(t, creator, { amount: '120' });
    await paidGift(t, creator, { amount: '130', supporter_name: 'Ben' });
    await runDueJobs();
    expect(await mailsTo(t, creator)).toHaveLength(0);

    await dev({ advance_seconds: 25 * 3600 });
    await runDueJobs();
    const mails = await mailsTo(t, creator);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your 2 PIXEL notifications of the day');
    expect(mails[0]!.body).toContain(
      '- New gift: Ana sent you a gift of ₱120.00.\n- New gift: Ben sent you a gift of ₱130.00.',
    );

    await dev({ advance_seconds: 25 * 3600 });
    await runDueJobs();
    expect(await mailsTo(t, creator)).toHaveLength(1);
  });
});
