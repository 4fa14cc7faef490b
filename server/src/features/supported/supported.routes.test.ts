import { describe, expect, it } from 'vitest';
import {
  buyPost,
  client,
  createSnap,
  member,
  payCheckout,
  signedInUser,
  startGift,
  type Member,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const pathOf = (url: string) => new URL(url).pathname;

const home = async (who: Member) => {
  const response = await who.browser.get('/v1/user/home');
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const blocPost = async (who: Member, body: Record<string, unknown>) =>
  (await who.browser.post('/v1/user/bloc', body)).json().data.id as string;
const goalGift = async (fan: Member, goalId: string, amount: string) => {
  const started = await fan.browser.post(`/v1/goals/${goalId}/donate`, { amount });
  await payCheckout(t, pathOf(started.json().data.link_url));
};

describe('what a supporter sent and bought', () => {
  it('lists their paid gifts with messages and replies, and their purchases with where they open', async () => {
    const creator = await member(t, { pageName: 'Maria' });
    const fan = await signedInUser(t);
    const gift = await startGift(
      t,
      creator.page_url,
      { amount: '150', supporter_message: 'Salamat sa art mo!' },
      fan.browser,
    );
    await payCheckout(t, gift.checkoutPath);
    // a checkout never paid is not part of the record
    await startGift(t, creator.page_url, { amount: '999' }, fan.browser);
    const snap = await createSnap(creator, { price_id: 4 });
    const bought = await fan.browser.post('/v1/user/content/images/purchase', { image_id: snap.id });
    await payCheckout(t, pathOf(bought.json().data.link_url));

    const response = await fan.browser.get('/v1/user/supported');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta.total).toBe(2);
    expect(data[0]).toMatchObject({
      kind: 'purchase',
      status: 'paid',
      creator: { page_url: creator.page_url, page_name: 'Maria' },
      post: { type: 'image', id: snap.id, url: `/${creator.page_url}/pixel-snap/image/${snap.id}` },
    });
    expect(data[1]).toMatchObject({
      kind: 'gift',
      amount: '150.00',
      message: 'Salamat sa art mo!',
      post: null,
      reference: gift.reference,
    });
    // the bought photo opens for them from there
    const opened = await fan.browser.get(
      `/v1/profile/content/images/${creator.page_url}/image_id/${snap.id}`,
    );
    expect(opened.json().data.is_locked).toBe(false);
  });

  it('sends a receipt by mail after each payment of a signed-in supporter', async () => {
    const creator = await member(t, { pageName: 'Juan Eats' });
    const fan = await signedInUser(t);
    const gift = await startGift(t, creator.page_url, { amount: '1250' }, fan.browser);
    await payCheckout(t, gift.checkoutPath);
    const receipt = (await t.outbox()).find(
      (mail) => mail.to === fan.email && mail.subject?.includes('receipt'),
    );
    expect(receipt?.subject).toBe('Your PIXEL receipt: ₱1,250.00 to Juan Eats');
    expect(receipt?.body).toContain(`Reference: ${gift.reference}`);
  });

  it('sends the receipt in Filipino to a supporter who chose Filipino', async () => {
    const creator = await member(t, { pageName: 'Juan Eats' });
    const fan = await signedInUser(t);
    await fan.browser.put('/v1/user/language', { language: 'fil' });
    const gift = await startGift(t, creator.page_url, { amount: '1250' }, fan.browser);
    await payCheckout(t, gift.checkoutPath);
    const receipt = (await t.outbox()).find(
      (mail) => mail.to === fan.email && mail.subject?.startsWith('Resibo'),
    );
    expect(receipt?.subject).toBe('Resibo mo sa PIXEL: ₱1,250.00 kay Juan Eats');
    expect(receipt?.body).toContain(
      'Salamat sa pag-support kay Juan Eats! Narito ang resibo mo.\n\n' +
        `Para saan: gift\nHalaga: ₱1,250.00\nPara kay: Juan Eats\nReference: ${gift.reference}\nBinayaran: `,
    );
    expect(receipt?.body).toMatch(
      /Binayaran: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(oras sa Pilipinas\)\n\nMakikita mo lahat ng gift at binili mo sa My support ng dashboard mo\.\n$/,
    );
    expect(receipt?.body).not.toMatch(/Thank you|receipt|What:|Amount|To:|Paid|Philippine time|You can find/);
  });

  it('keeps a bought Snap open to its buyer after the creator blocks them, and only that', async () => {
    const creator = await member(t);
    const fan = await signedInUser(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const other = await createSnap(creator);
    const bought = await fan.browser.post('/v1/user/content/images/purchase', { image_id: snap.id });
    await payCheckout(t, pathOf(bought.json().data.link_url));
    expect((await creator.browser.post('/v1/user/block', { username: fan.page_url })).statusCode).toBe(200);

    const record = (await fan.browser.get('/v1/user/supported')).json().data[0];
    const opened = await fan.browser.get(
      `/v1/profile/content/images/${creator.page_url}/image_id/${snap.id}`,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.is_locked).toBe(false);
    expect(record.post.url).toBe(`/${creator.page_url}/pixel-snap/image/${snap.id}`);
    const original = await fan.browser.get(
      pathOf(opened.json().data.image_url) + new URL(opened.json().data.image_url).search,
    );
    expect(original.statusCode).toBe(200);
    // the profile, the Snap tab and the creator's other posts stay hidden from them (spec §6)
    expect((await fan.browser.get(`/v1/profile/${creator.page_url}`)).statusCode).toBe(404);
    expect((await fan.browser.get(`/v1/profile/content/images/${creator.page_url}`)).statusCode).toBe(404);
    expect(
      (await fan.browser.get(`/v1/profile/content/images/${creator.page_url}/image_id/${other.id}`))
        .statusCode,
    ).toBe(404);
  });

  it('is each person’s own', async () => {
    expect((await client(t).get('/v1/user/supported')).statusCode).toBe(401);
    const stranger = await signedInUser(t);
    expect((await stranger.browser.get('/v1/user/supported')).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    expect((await stranger.browser.get('/v1/user/supported?page=0')).statusCode).toBe(422);
  });
});

describe("a supporter's home", () => {
  it('is a supporter’s while their own page is empty, whatever they gave', async () => {
    const fan = await member(t);
    expect(await home(fan)).toEqual({
      has_page: false,
      given: { amount: '0.00', payments: 0, creators: 0 },
      creators: [],
      support: [],
    });
    const creator = await member(t);
    const gift = await startGift(t, creator.page_url, { amount: '11350' }, fan.browser);
    await payCheckout(t, gift.checkoutPath);
    await buyPost(t, fan, await createSnap(creator, { price_id: 4 }));
    const after = await home(fan);
    expect(after.has_page).toBe(false);
    expect(after.given).toMatchObject({ payments: 2, creators: 1 });
    // and the creator they gave to has a page
    expect((await home(creator)).has_page).toBe(true);
  });

  it.each([
    ['a photo post, even one not published', (who: Member) => createSnap(who, { is_published: false })],
    ['a Bloc post', (who: Member) => who.browser.post('/v1/user/bloc', { body: 'Hello' })],
    [
      'a goal',
      (who: Member) => who.browser.post('/v1/user/goals', { title: 'A lens', target_amount: '5000' }),
    ],
    [
      'an Ask Me Anything page',
      (who: Member) =>
        who.browser.put('/v1/user/questions/topic', { title: 'Ask me', description: 'Anything.' }),
    ],
    [
      'a gift received',
      async (who: Member) => payCheckout(t, (await startGift(t, who.page_url)).checkoutPath),
    ],
  ])('is a creator’s once their page has %s', async (_what, make) => {
    const who = await member(t);
    await make(who);
    expect((await home(who)).has_page).toBe(true);
  });

  it('lists the creators they follow or supported with their latest posts, and their latest support', async () => {
    const fan = await member(t);
    const supported = await member(t, { pageName: 'Supported' });
    const followed = await member(t, { pageName: 'Followed' });
    const quiet = await member(t, { pageName: 'Quiet' });
    const blocker = await member(t);
    const stranger = await member(t);
    for (const creator of [followed, quiet, blocker]) {
      await fan.browser.post('/v1/user/follow', { username: creator.page_url });
    }
    await blocPost(stranger, { body: 'Not followed' });

    const goal = (
      await supported.browser.post('/v1/user/goals', { title: 'A new lens', target_amount: '5000' })
    ).json().data;
    const forSupporters = await blocPost(supported, {
      title: 'Behind the scenes',
      body: 'Secret',
      visibility: 'supporters',
    });
    await goalGift(fan, goal.id, '300');

    const free = await createSnap(followed, { caption: 'Free sunrise' });
    const paid = await createSnap(followed, { caption: 'Paid sunset', price_id: 4 });
    const bought = await createSnap(followed, { caption: 'Bought at noon', price_id: 4 });
    await buyPost(t, fan, bought);
    const locked = await blocPost(followed, {
      title: 'Supporters only',
      body: 'Not for you',
      image: null,
      visibility: 'supporters',
    });
    await blocPost(blocker, { body: 'Posted by someone who blocked the fan' });
    await blocker.browser.post('/v1/user/block', { username: fan.page_url });

    const data = await home(fan);
    // the one who posted last first; one who never posted last; not who blocked them nor a stranger
    expect(data.creators.map((c: { creator: { page_name: string } }) => c.creator.page_name)).toEqual([
      'Followed',
      'Supported',
      'Quiet',
    ]);
    const [followedCard, supportedCard, quietCard] = data.creators;
    expect(followedCard).toMatchObject({ is_following: true, given_amount: '50.00' });
    expect(followedCard.latest_posts).toEqual([
      {
        type: 'bloc',
        id: locked,
        text: 'Supporters only',
        image: null,
        is_locked: true,
        created_at: expect.any(String),
        url: `/${followed.page_url}/pixel-bloc/${locked}`,
      },
      expect.objectContaining({ type: 'image', id: bought.id, text: 'Bought at noon', is_locked: false }),
      expect.objectContaining({
        type: 'image',
        id: paid.id,
        text: 'Paid sunset',
        is_locked: true,
        url: `/${followed.page_url}/pixel-snap/image/${paid.id}`,
      }),
    ]);
    expect(followedCard.latest_posts.map((post: { id: string }) => post.id)).not.toContain(free.id);
    // a supporter opens the supporters-only post
    expect(supportedCard).toMatchObject({ is_following: false, given_amount: '300.00' });
    expect(supportedCard.latest_posts).toEqual([
      expect.objectContaining({ id: forSupporters, text: 'Behind the scenes', is_locked: false }),
    ]);
    expect(quietCard).toMatchObject({ is_following: true, given_amount: null, latest_posts: [] });

    expect(data.given).toEqual({ amount: '350.00', payments: 2, creators: 2 });
    expect(data.support).toEqual([
      expect.objectContaining({ kind: 'purchase', amount: '50.00', goal: null }),
      expect.objectContaining({
        kind: 'goal_gift',
        amount: '300.00',
        message: null,
        goal: { id: goal.id, title: 'A new lens', cover_image: null },
        creator: expect.objectContaining({ page_name: 'Supported' }),
      }),
    ]);
  });

  it('is each person’s own', async () => {
    expect((await client(t).get('/v1/user/home')).statusCode).toBe(401);
  });
});
