import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, photoPosts, photos, purchases, reactions } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import { signSandboxWebhook } from '../../providers/payments/sandbox/sandbox-provider.ts';
import {
  buyPost,
  client,
  createSlide,
  createSnap,
  member,
  payCheckout,
  startPurchase,
  type Member,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createHashtagsRepository } from '../hashtags/hashtags.repository.ts';
import { createReactionsRepository } from '../reactions/reactions.repository.ts';
import { queuedFileRemover } from '../../jobs/jobs.ts';
import { purgeDeletedPhotoPosts } from './content.purge.ts';
import { createContentRepository } from './content.repository.ts';

const t = useTestApp();

const readSnap = (who: Member | null, pageUrl: string, id: string) =>
  (who?.browser ?? client(t)).get(`/v1/profile/content/images/${pageUrl}/image_id/${id}`);
const buyers = (who: Member | null, type: string, id: string, query = '') =>
  (who?.browser ?? client(t)).get(`/v1/user/content/images/buyers/${type}/${id}${query}`);
const purchase = (who: Member, id: string, body: Record<string, unknown> = {}) =>
  who.browser.post('/v1/user/content/images/purchase', { image_id: id, ...body });

const paidEvent = (checkoutId: string, reference: string, amount: number, eventId: string) =>
  JSON.stringify({
    id: eventId,
    type: 'checkout.paid',
    data: { checkout_id: checkoutId, reference, amount, currency: 'PHP', paid_at: new Date().toISOString() },
  });
const deliver = (body: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/sandbox',
    headers: {
      'content-type': 'application/json',
      'sandbox-signature': signSandboxWebhook('sandbox-secret', body),
    },
    payload: body,
  });

describe('buying a Snap', () => {
  it('opens it for the buyer once paid, credits the creator and shows on their statement', async () => {
    const creator = await member(t, { pageName: 'Ana' });
    const fan = await member(t, { pageName: 'Ben' });
    const snap = await createSnap(creator, { price_id: 6 });
    const started = await startPurchase(fan, snap);
    expect(started.reference).toMatch(/^P-/);
    // an unpaid checkout opens nothing
    expect((await readSnap(fan, creator.page_url, snap.id)).json().data.is_locked).toBe(true);
    const status = await fan.browser.get(`/v1/user/content/images/purchase/${started.reference}`);
    expect(status.json().data).toMatchObject({
      status: 'pending',
      type: 'image',
      id: snap.id,
      amount: '100.00',
    });

    await payCheckout(t, started.checkoutPath);
    const opened = (await readSnap(fan, creator.page_url, snap.id)).json().data;
    expect(opened).toMatchObject({ is_purchased: true, is_locked: false, purchase_count: 1 });
    const paid = await fan.browser.get(`/v1/user/content/images/purchase/${started.reference}`);
    expect(paid.json().data.status).toBe('paid');
    // nobody else's purchase to look at
    expect(
      (await creator.browser.get(`/v1/user/content/images/purchase/${started.reference}`)).statusCode,
    ).toBe(404);

    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('100.00');
    const [line] = (await creator.browser.get('/v1/user/transactions')).json().data;
    expect(line).toMatchObject({ description: 'Purchase of Snap by Ben', type: 'payment' });
    expect(await audit(t.db)).toEqual([]);
  });

  it('is refused before payment for own, free, bought, hidden or unknown content', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const paid = await createSnap(creator, { price_id: 4 });
    const free = await createSnap(creator);
    const draft = await createSnap(creator, { price_id: 4, is_published: false });

    const own = await purchase(creator, paid.id);
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.image_id).toEqual(['You cannot purchase your own content.']);
    expect((await purchase(fan, free.id)).json().errors.image_id).toEqual(['This content is free.']);
    await buyPost(t, fan, paid);
    expect((await purchase(fan, paid.id)).json().errors.image_id).toEqual([
      'You have already purchased this content.',
    ]);
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await purchase(fan, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This content is not accessible.');
    }
    expect((await purchase(fan, 'nope')).statusCode).toBe(422);
    const slide = await createSlide(creator, 1, { price_id: 4 });
    // a Slide is bought as a Slide
    expect((await purchase(fan, slide.id)).statusCode).toBe(404);
    expect(
      (
        await fan.browser.post('/v1/user/content/images/purchase', {
          image_id: paid.id,
          success_redirect_url: 'https://evil.example/',
        })
      ).statusCode,
    ).toBe(422);
    expect((await client(t).post('/v1/user/content/images/purchase', { image_id: paid.id })).statusCode).toBe(
      401,
    );

    await creator.browser.post('/v1/user/block', { username: fan.page_url });
    expect(
      (
        await fan.browser.post('/v1/user/content/images/collection/purchase', {
          image_collection_id: slide.id,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('unlocks once when the provider sends the paid event twice', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const started = await startPurchase(fan, snap);
    const checkoutId = started.checkoutPath.split('/').pop()!;
    const body = paidEvent(checkoutId, started.reference, 50_00, `evt_${checkoutId}`);
    const again = paidEvent(checkoutId, started.reference, 50_00, `evt_${checkoutId}_again`);
    const responses = await Promise.all([deliver(body), deliver(body), deliver(again)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('50.00');
    const rows = await t.db.select().from(purchases).where(eq(purchases.postId, snap.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.settledAt).not.toBeNull();
    expect((await readSnap(creator, creator.page_url, snap.id)).json().data.purchase_count).toBe(1);
  });

  it('sends a buyer who asks again back to their open checkout, and refuses once it is paid', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    const first = await purchase(fan, snap.id);
    const again = await purchase(fan, snap.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(await t.db.select().from(purchases).where(eq(purchases.postId, snap.id))).toHaveLength(1);

    await payCheckout(t, new URL(first.json().data.link_url).pathname);
    const after = await purchase(fan, snap.id);
    expect(after.statusCode).toBe(422);
    expect(after.json().errors.image_id).toEqual(['You have already purchased this content.']);
  });

  it('counts one purchase when two open checkouts of one buyer are both paid; the second is refunded', async () => {
    const creator = await member(t);
    const fan = await member(t, { pageName: 'Cora' });
    const snap = await createSnap(creator, { price_id: 4 });
    const first = await startPurchase(fan, snap);
    // a checkout opened before checkouts kept their page cannot be offered again, so a second one opens
    await t.db.update(payments).set({ checkoutUrl: null }).where(eq(payments.reference, first.reference));
    const second = await startPurchase(fan, snap);
    expect(second.reference).not.toBe(first.reference);
    await Promise.all([payCheckout(t, first.checkoutPath), payCheckout(t, second.checkoutPath)]);

    const rows = await t.db.select().from(purchases).where(eq(purchases.postId, snap.id));
    expect(rows.map((row) => row.isRepeat).sort()).toEqual([false, true]);
    expect(rows.every((row) => row.settledAt)).toBe(true);
    expect((await readSnap(fan, creator.page_url, snap.id)).json().data).toMatchObject({
      is_purchased: true,
      purchase_count: 1,
    });
    // the money was taken twice: the creator counts it once, the second goes back to the buyer
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('50.00');
    const lines = (await creator.browser.get('/v1/user/transactions')).json().data;
    expect(lines.map((line: { description: string }) => line.description)).toEqual([
      'Purchase of Snap by Cora',
    ]);
    expect(await t.jobs.drain('refund-payments')).toBe(1);
    expect((await buyers(creator, 'image', snap.id)).json().meta.total).toBe(1);
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('Content Supporters', () => {
  it('lists buyers newest first, 15 to a page, to the creator only; anonymous buyers have no page', async () => {
    const creator = await member(t);
    const slide = await createSlide(creator, 2, { price_id: 4 });
    const fans = [];
    for (let i = 0; i < 16; i++) fans.push(await member(t, { pageName: `Fan ${i}` }));
    for (const [i, fan] of fans.entries()) await buyPost(t, fan, slide, { is_anonymous: i === 15 ? 1 : 0 });

    const page = (await buyers(creator, 'image_collection', slide.id)).json();
    expect(page.meta).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 16 });
    expect(page.data[0]).toEqual({
      buyer: { page_url: null, page_name: 'Anonymous' },
      date: expect.any(String),
      payment_id: expect.stringMatching(/^P-/),
    });
    expect(page.data[1].buyer).toEqual({ page_url: fans[14]!.page_url, page_name: 'Fan 14' });
    const last = (await buyers(creator, 'image_collection', slide.id, '?page=2')).json().data;
    expect(last.map((b: { buyer: { page_name: string } }) => b.buyer.page_name)).toEqual(['Fan 0']);

    expect((await buyers(fans[0]!, 'image_collection', slide.id)).statusCode).toBe(404);
    expect((await buyers(null, 'image_collection', slide.id)).statusCode).toBe(401);
    expect((await buyers(creator, 'image', slide.id)).statusCode).toBe(404);
    expect((await buyers(creator, 'video', slide.id)).statusCode).toBe(422);
    const seen = (
      await fans[0]!.browser.get(
        `/v1/profile/content/images/collection/${creator.page_url}/collection_id/${slide.id}`,
      )
    ).json().data;
    expect(seen.purchase_count).toBe(16);
  });
});

describe('deleting and hiding a post with buyers', () => {
  it('keeps it 15 days for its buyers only, then the purge job removes rows and files', async () => {
    const creator = await member(t);
    const buyer = await member(t);
    const visitor = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    await buyPost(t, buyer, snap);
    await buyer.browser.post('/v1/user/reactions/add', {
      content_id: snap.id,
      content_type: 'image',
      reaction_id: 1,
    });
    const [photo] = await t.db.select().from(photos).where(eq(photos.postId, snap.id));

    const deleted = await creator.browser.delete(`/v1/user/content/images/delete/${snap.id}`);
    expect(deleted.json().data.message).toBe('Successfully deleted photo');
    for (const viewer of [creator, visitor, null]) {
      expect((await readSnap(viewer, creator.page_url, snap.id)).statusCode).toBe(404);
    }
    const kept = (await readSnap(buyer, creator.page_url, snap.id)).json().data;
    expect(kept).toMatchObject({ is_deleted: true, is_locked: false, is_purchased: true });
    const days = (Date.parse(kept.available_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14.9);
    expect(days).toBeLessThanOrEqual(15);
    const list = (await buyer.browser.get(`/v1/profile/content/images/${creator.page_url}`)).json();
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([snap.id]);
    expect((await visitor.browser.get(`/v1/profile/content/images/${creator.page_url}`)).json().data).toEqual(
      [],
    );
    const file = await buyer.browser.get(new URL(kept.image_url).pathname + new URL(kept.image_url).search);
    expect(file.statusCode).toBe(200);

    const purge = (now: Date) =>
      purgeDeletedPhotoPosts({
        db: t.db,
        repository: createContentRepository(t.db),
        removeFiles: queuedFileRemover(t.jobs),
        forget: createReactionsRepository(t.db).forget,
        forgetTags: createHashtagsRepository(t.db).forget,
        now,
      });
    await purge(new Date(Date.now() + 14 * 86_400_000));
    expect((await readSnap(buyer, creator.page_url, snap.id)).statusCode).toBe(200);
    await purge(new Date(Date.now() + 15 * 86_400_000 + 60_000));
    expect((await readSnap(buyer, creator.page_url, snap.id)).statusCode).toBe(404);
    expect(await t.db.select().from(photoPosts).where(eq(photoPosts.id, snap.id))).toEqual([]);
    // the files go by a job queued with the purge
    expect(await t.storage.read(photo!.originalKey, 'private')).not.toBeNull();
    expect(await t.storage.read(photo!.wh500WebpKey!, 'private')).not.toBeNull();
    expect(await t.jobs.drain('remove-files')).toBeGreaterThanOrEqual(1);
    expect(await t.storage.read(photo!.originalKey, 'private')).toBeNull();
    expect(await t.storage.read(photo!.wh500WebpKey!, 'private')).toBeNull();
    expect(await t.storage.read(photo!.previewKey, 'public')).toBeNull();
    expect(await t.db.select().from(reactions).where(eq(reactions.contentId, snap.id))).toEqual([]);
    // the purchase stays as the record of the payment
    const [record] = await t.db.select().from(purchases).where(eq(purchases.buyerUserId, buyer.user.id));
    expect(record).toMatchObject({ postId: null, postKind: 'snap' });
    expect(
      (await buyer.browser.get(new URL(kept.image_url).pathname + new URL(kept.image_url).search)).statusCode,
    ).toBe(404);
  });

  it('hides an unpublished post from everyone but its creator and buyers', async () => {
    const creator = await member(t);
    const buyer = await member(t);
    const visitor = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    await buyPost(t, buyer, snap);
    await creator.browser.put(`/v1/user/content/images/update/${snap.id}`, { is_published: false });
    expect((await readSnap(visitor, creator.page_url, snap.id)).statusCode).toBe(404);
    expect((await readSnap(buyer, creator.page_url, snap.id)).json().data.is_locked).toBe(false);
    expect((await readSnap(creator, creator.page_url, snap.id)).json().data.is_published).toBe(false);
    expect((await purchase(visitor, snap.id)).statusCode).toBe(404);
  });
});

describe('reactions on photo posts', () => {
  it('are refused on a locked post until it is bought', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const slide = await createSlide(creator, 2, { price_id: 4 });
    const react = () =>
      fan.browser.post('/v1/user/reactions/add', {
        content_id: slide.id,
        content_type: 'image_collection',
        reaction_id: 2,
      });
    expect((await react()).statusCode).toBe(403);
    await buyPost(t, fan, slide);
    expect((await react()).statusCode).toBe(200);
    const seen = (
      await fan.browser.get(
        `/v1/profile/content/images/collection/${creator.page_url}/collection_id/${slide.id}`,
      )
    ).json().data;
    expect(seen.reactions).toMatchObject({ laugh_count: 1, all_count: 1, details: { id: 2 } });
    const reactors = await client(t).get(
      `/v1/content/reactors?content_type=image_collection&content_id=${slide.id}`,
    );
    expect(reactors.json().meta.total).toBe(1);
  });
});
