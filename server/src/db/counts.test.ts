import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signSandboxWebhook } from '../providers/payments/sandbox/sandbox-provider.ts';
import {
  buyPost,
  type Client,
  client,
  createSnap,
  member,
  payCheckout,
  startGift,
  startPurchase,
} from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';
import { auditCounts } from './counts.ts';
import { creatorCounts, payments, photoPostCounts, photoPosts, users } from './schema/index.ts';

const t = useTestApp();

/** What a creator page shows `viewer`: its counts, and the total of each of its lists. */
async function pageOf(pageUrl: string, viewer: Client) {
  const total = async (path: string) => {
    const body = (await viewer.get(path)).json();
    // every list here fits on its first page: its total must be the rows the same filter finds
    expect(body.data, path).toHaveLength(body.meta.total);
    return body.meta.total as number;
  };
  const profile = (await viewer.get(`/v1/profile/${pageUrl}`)).json().data;
  return {
    supporters: profile.donation_count as number,
    followers: profile.follower_count as number,
    gifts: await total(`/v1/profile/${pageUrl}/gifts`),
    goals: await total(`/v1/profile/${pageUrl}/goals`),
    questions: await total(`/v1/profile/${pageUrl}/questions`),
    answered: await total(`/v1/profile/${pageUrl}/questions?status=answered`),
    unanswered: await total(`/v1/profile/${pageUrl}/questions?status=unanswered`),
    bloc: await total(`/v1/profile/${pageUrl}/bloc`),
    snaps: await total(`/v1/profile/content/images/${pageUrl}`),
  };
}

/** The provider's paid event for a checkout, signed as the sandbox signs it. */
const deliverPaid = (checkoutId: string, reference: string, amount: number) => {
  const body = JSON.stringify({
    id: `evt_${checkoutId}`,
    type: 'checkout.paid',
    data: { checkout_id: checkoutId, reference, amount, currency: 'PHP', paid_at: new Date().toISOString() },
  });
  return t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signSandboxWebhook('sandbox-secret', body),
    },
    payload: body,
  });
};

const gift = async (pageUrl: string, body: Record<string, unknown> = {}, browser?: Client) =>
  payCheckout(t, (await startGift(t, pageUrl, body, browser)).checkoutPath);

describe('the counts a creator page shows', () => {
  it('follow gifts, questions, goals, posts, purchases and follows, and the audit finds them right', async () => {
    const creator = await member(t);
    const fan = await member(t, { pageName: 'Fan' });
    const visitor = client(t);
    const url = creator.page_url;
    const owner = creator.browser;
    await owner.put('/v1/user/message-filter', { phrases: ['spoiler'] });

    // a gift shows once settled; words the filter holds keep it off every list until it is approved; a
    // gift paid with another amount is refunded and never settles
    await gift(url, { supporter_message: 'Salamat!' });
    await gift(url, { supporter_message: 'a spoiler' }, fan.browser);
    await gift(url, { supporter_message: 'What pens do you use?', is_question: true });
    const mismatched = await startGift(t, url, { amount: '100' });
    expect((await deliverPaid(mismatched.checkoutId, mismatched.reference, 99_00)).statusCode).toBe(200);
    expect(await pageOf(url, visitor)).toMatchObject({
      supporters: 3,
      gifts: 2,
      questions: 1,
      unanswered: 1,
    });
    expect((await pageOf(url, owner)).gifts).toBe(2);

    const [held] = (await owner.get('/v1/user/donations/held')).json().data;
    expect((await owner.post('/v1/user/donations/held/approve', { id: held.id })).statusCode).toBe(204);
    const shown = (await visitor.get(`/v1/profile/${url}/gifts`)).json().data;
    expect(shown).toHaveLength(3);
    await owner.post('/v1/user/donations/hide', { id: shown[0].id, is_hidden: 1 });
    expect((await pageOf(url, visitor)).gifts).toBe(2);
    expect((await pageOf(url, owner)).gifts).toBe(3);

    // Ask Me Anything: visitors see what is answered and not hidden, the creator sees everything
    await visitor.post(`/v1/profile/${url}/questions`, { body: 'Where do you live?' });
    const questions = (await owner.get(`/v1/profile/${url}/questions?sort=newest`)).json().data;
    expect(questions).toHaveLength(2);
    await owner.post(`/v1/user/questions/${questions[0].id}/answer`, { answer: 'Cebu.' });
    expect(await pageOf(url, visitor)).toMatchObject({ questions: 2, answered: 1, unanswered: 1 });
    await owner.post(`/v1/user/questions/${questions[0].id}/hide`, { is_hidden: 1 });
    expect(await pageOf(url, visitor)).toMatchObject({ questions: 1, answered: 0, unanswered: 1 });
    expect(await pageOf(url, owner)).toMatchObject({ questions: 2, answered: 1, unanswered: 1 });
    await owner.delete(`/v1/user/questions/${questions[1].id}`);
    expect(await pageOf(url, owner)).toMatchObject({ questions: 1, answered: 1, unanswered: 0 });

    // goals (a goal gift moves its progress) and Bloc posts
    const goal = (await owner.post('/v1/user/goals', { title: 'A tablet', target_amount: '1000' })).json()
      .data;
    const spare = (await owner.post('/v1/user/goals', { title: 'Ink', target_amount: '500' })).json().data;
    await payCheckout(
      t,
      new URL((await visitor.post(`/v1/goals/${goal.id}/donate`, { amount: '100' })).json().data.link_url)
        .pathname,
    );
    await owner.delete(`/v1/user/goals/${spare.id}`);
    const post = (await owner.post('/v1/user/bloc', { body: 'Hello' })).json().data;
    const other = (await owner.post('/v1/user/bloc', { body: 'Again' })).json().data;
    await owner.delete(`/v1/user/bloc/${other.id}`);

    // Snap: a free post, a paid one, a draft; the buyer of a post later hidden and deleted keeps seeing it
    const free = await createSnap(creator);
    const paid = await createSnap(creator, { price_id: 4 });
    await createSnap(creator, { is_published: 0 });
    await buyPost(t, fan, paid);
    // a buyer's second checkout, paid as well: a repeat, refunded, counted once
    const repeated = await createSnap(creator, { price_id: 4 });
    const first = await startPurchase(fan, repeated);
    await t.db.update(payments).set({ checkoutUrl: null }).where(eq(payments.reference, first.reference));
    const second = await startPurchase(fan, repeated);
    await Promise.all([payCheckout(t, first.checkoutPath), payCheckout(t, second.checkoutPath)]);
    const snaps = (await fan.browser.get(`/v1/profile/content/images/${url}`)).json().data;
    expect(
      Object.fromEntries(snaps.map((p: { id: string; purchase_count: number }) => [p.id, p.purchase_count])),
    ).toMatchObject({
      [free.id]: 0,
      [paid.id]: 1,
      [repeated.id]: 1,
    });
    expect((await owner.get(`/v1/user/content/images/buyers/image/${repeated.id}`)).json().meta.total).toBe(
      1,
    );
    expect((await pageOf(url, visitor)).snaps).toBe(3);
    expect((await pageOf(url, owner)).snaps).toBe(4);
    await owner.put(`/v1/user/content/images/update/${paid.id}`, { is_published: 0 });
    expect((await pageOf(url, visitor)).snaps).toBe(2);
    expect((await pageOf(url, fan.browser)).snaps).toBe(3);
    await owner.delete(`/v1/user/content/images/delete/${paid.id}`);
    await owner.delete(`/v1/user/content/images/delete/${free.id}`);
    expect((await pageOf(url, visitor)).snaps).toBe(1);
    expect((await pageOf(url, fan.browser)).snaps).toBe(2);
    expect((await pageOf(url, owner)).snaps).toBe(2);

    // follows, and reactions with who gave them
    const passerby = await member(t);
    await fan.browser.post('/v1/user/follow', { username: url });
    await passerby.browser.post('/v1/user/follow', { username: url });
    await passerby.browser.post('/v1/user/unfollow', { username: url });
    await fan.browser.post('/v1/user/reactions/add', {
      content_id: post.id,
      content_type: 'bloc',
      reaction_id: 1,
    });
    await passerby.browser.post('/v1/user/reactions/add', {
      content_id: post.id,
      content_type: 'bloc',
      reaction_id: 2,
    });
    const reactors = async (reaction: string) =>
      (
        await visitor.get(`/v1/content/reactors?content_type=bloc&content_id=${post.id}&reaction=${reaction}`)
      ).json().meta.total;
    expect([await reactors('all'), await reactors('heart'), await reactors('sad')]).toEqual([2, 1, 0]);

    expect(await pageOf(url, visitor)).toEqual({
      supporters: 4,
      followers: 1,
      gifts: 3,
      goals: 1,
      questions: 0,
      answered: 0,
      unanswered: 0,
      bloc: 1,
      snaps: 1,
    });
    expect((await visitor.get(`/v1/profile/${url}/goals`)).json().data[0].raised_amount).toBe('100.00');
    expect(await auditCounts(t.db)).toEqual([]);
  });

  it('keeps every gift of many settled at once', async () => {
    const creator = await member(t);
    const started = await Promise.all(Array.from({ length: 8 }, () => startGift(t, creator.page_url)));
    await Promise.all(started.map((one) => payCheckout(t, one.checkoutPath)));
    expect(await pageOf(creator.page_url, client(t))).toMatchObject({ supporters: 8, gifts: 8 });
    expect(await auditCounts(t.db)).toEqual([]);
  });
});

describe('the counts audit', () => {
  it('reports a count that no longer matches its rows, and a creator without counts', async () => {
    const creator = await member(t);
    await gift(creator.page_url);
    const snap = await createSnap(creator);
    expect(await auditCounts(t.db)).toEqual([]);

    await t.db
      .update(creatorCounts)
      .set({ giftsShown: sql`${creatorCounts.giftsShown} + 1` })
      .where(eq(creatorCounts.userId, creator.user.id));
    await t.db.update(photoPosts).set({ purchaseCount: 2 }).where(eq(photoPosts.id, snap.id));
    await t.db.update(users).set({ followerCount: 5 }).where(eq(users.id, creator.user.id));
    await t.db.delete(photoPostCounts).where(eq(photoPostCounts.userId, creator.user.id));
    expect((await auditCounts(t.db)).sort()).toEqual(
      [
        `creator_counts.gifts_shown of ${creator.user.id} says 2 but its rows make 1`,
        `photo_posts.purchase_count of ${snap.id} says 2 but its rows make 0`,
        `users.follower_count of ${creator.user.id} says 5 but its rows make 0`,
        `user ${creator.user.id} has no photo_post_counts row`,
      ].sort(),
    );
  });
});
