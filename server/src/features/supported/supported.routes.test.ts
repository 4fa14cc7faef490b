import { describe, expect, it } from 'vitest';
import { client, createSnap, member, payCheckout, signedInUser, startGift } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const pathOf = (url: string) => new URL(url).pathname;

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
