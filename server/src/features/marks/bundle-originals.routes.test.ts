import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photoMarks, photos, productPurchases, purchases, staffAudit } from '../../db/schema/index.ts';
import { queuedFileRemover } from '../../jobs/jobs.ts';
import { audit as ledgerAudit } from '../../ledger/ledger.ts';
import { client, member, payCheckout, staffMember, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createContentRepository } from '../content/content.repository.ts';
import { purgeDeletedPhotoPosts } from '../content/content.purge.ts';
import { createHashtagsRepository } from '../hashtags/hashtags.repository.ts';
import { createReactionsRepository } from '../reactions/reactions.repository.ts';
import { buyAndPay, libraryOf, newProduct, pathOf, uploadProductFile, zipOf } from '../shop/shop.testing.ts';
import { markedCopiesOf } from './marks.module.ts';
import { lookup, originalUrl, paidSnap, testPhoto as photo } from './marks.testing.ts';

const t = useTestApp();

/** A creator's paid Snap, in a bundle with a file of its own, bought and paid by a fan. */
async function boughtInBundle(seed: number) {
  const creator = await member(t);
  const snap = await paidSnap(creator, await photo(seed));
  const bundle = await newProduct(creator, { name: 'Everything', post_ids: [snap.id] });
  expect((await uploadProductFile(creator, bundle.id, zipOf(1))).statusCode).toBe(201);
  const fan = await member(t);
  const reference = await buyAndPay(t, fan, bundle.id);
  const [purchase] = await t.db
    .select()
    .from(productPurchases)
    .where(eq(productPurchases.buyerUserId, fan.user.id));
  expect(purchase).toMatchObject({ productId: bundle.id, status: 'paid' });
  const [row] = await t.db.select().from(photos).where(eq(photos.postId, snap.id));
  return { creator, snap, bundle, fan, reference, purchase: purchase!, row: row! };
}

const isLocked = async (who: Member, creator: Member, snapId: string) =>
  (await who.browser.get(`/v1/profile/content/images/${creator.page_url}/image_id/${snapId}`)).json().data
    .is_locked as boolean;

const purge = () =>
  purgeDeletedPhotoPosts({
    db: t.db,
    repository: createContentRepository(t.db),
    removeFiles: queuedFileRemover(t.jobs),
    forget: createReactionsRepository(t.db).forget,
    forgetTags: createHashtagsRepository(t.db).forget,
    purgeMarks: markedCopiesOf({ db: t.db, storage: t.storage, publicUrl: t.config.publicUrl }).purge,
  });

describe('a Snap bought in a shop bundle', () => {
  it('opens its buyer’s own marked original, which the leak lookup names; no one else’s, and the creator’s unmarked', async () => {
    const { creator, snap, fan, purchase, row } = await boughtInBundle(71);
    const stored = (await t.storage.read(row.originalKey, 'private'))!;

    const url = await originalUrl(fan, creator.page_url, snap.id);
    const first = await fan.browser.get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.rawPayload.equals(stored)).toBe(false);
    const size = await sharp(first.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([1200, 800]);
    // made at the first open and kept: a later open is the same copy
    const again = await fan.browser.get(await originalUrl(fan, creator.page_url, snap.id));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const marks = await t.db.select().from(photoMarks).where(eq(photoMarks.photoId, row.id));
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({
      viewerUserId: fan.user.id,
      access: 'buyer',
      purchaseId: null,
      productPurchaseId: purchase.id,
    });

    // their address is theirs alone; the creator's own original is the original itself
    const stranger = await member(t);
    expect((await stranger.browser.get(url)).statusCode).toBe(403);
    expect((await client(t).get(url)).statusCode).toBe(403);
    expect(await isLocked(stranger, creator, snap.id)).toBe(true);
    const own = await creator.browser.get(await originalUrl(creator, creator.page_url, snap.id));
    expect(own.rawPayload.equals(stored)).toBe(true);

    // a copy of theirs found elsewhere, saved again at JPEG 70, names them and their bundle purchase
    const resaved = await sharp(first.rawPayload).jpeg({ quality: 70 }).toBuffer();
    const found = await lookup(creator, resaved);
    expect(found.statusCode, found.body).toBe(200);
    const result = found.json().data;
    expect(result).toMatchObject({
      outcome: 'named',
      photo: { post_id: snap.id, post_type: 'image' },
      viewer: {
        page_url: fan.page_url,
        access: 'buyer',
        purchase_id: purchase.id,
        first_opened_at: marks[0]!.createdAt.toISOString(),
      },
      can_report: true,
    });
    expect(result.confidence.sigma).toBeGreaterThanOrEqual(6);
    expect(await ledgerAudit(t.db)).toEqual([]);
  }, 60_000);

  it('closes when the bundle is refunded, as a refunded purchase does, and its copy goes', async () => {
    const { creator, snap, fan, reference, row } = await boughtInBundle(72);
    const url = await originalUrl(fan, creator.page_url, snap.id);
    expect((await fan.browser.get(url)).statusCode).toBe(200);
    const [mark] = await t.db.select().from(photoMarks).where(eq(photoMarks.photoId, row.id));

    const asked = await fan.browser.post('/v1/user/refund-requests', { reference, reason: 'Wrong photos' });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await creator.browser.post(
      `/v1/user/refund-requests/${asked.json().data.request.id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await t.jobs.drain('refund-payments');

    expect((await fan.browser.get(url)).statusCode).toBe(404);
    expect(await isLocked(fan, creator, snap.id)).toBe(true);
    await purge();
    expect(await t.db.select().from(photoMarks).where(eq(photoMarks.id, mark!.id))).toEqual([]);
    await t.jobs.drain('remove-files');
    expect(await t.storage.read(mark!.fileKey, 'private')).toBeNull();
    expect(await ledgerAudit(t.db)).toEqual([]);
  }, 60_000);

  it('is closed by staff for a leak: the post alone, the bundle kept paid with its file', async () => {
    const { creator, snap, bundle, fan, purchase, row } = await boughtInBundle(73);
    const url = await originalUrl(fan, creator.page_url, snap.id);
    const copy = (await fan.browser.get(url)).rawPayload;
    const found = (await lookup(creator, await sharp(copy).jpeg({ quality: 70 }).toBuffer())).json().data;
    expect(found.outcome).toBe('named');
    const sent = await creator.browser.post(`/v1/user/marks/lookups/${found.id}/report`, {});
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ access: 'buyer', purchase_id: purchase.id });
    const support = await staffMember(t, 'support');
    const closed = await support.browser.post(`/v1/admin/leak-reports/${sent.json().data.id}/revoke`, {
      reason: 'Shared it on a forum',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.access_revoked_at).not.toBeNull();

    expect((await fan.browser.get(url)).statusCode).toBe(404);
    expect(await isLocked(fan, creator, snap.id)).toBe(true);
    const bought = await fan.browser.post('/v1/user/content/images/purchase', { image_id: snap.id });
    expect(bought.statusCode).toBe(409);
    expect(bought.json().message_key).toBe('leakPostClosed');
    // the bundle stays paid, nothing refunded, and still gives its file
    const [kept] = await libraryOf(fan);
    expect(kept).toMatchObject({ product: { id: bundle.id }, status: 'paid' });
    expect((await fan.browser.get(pathOf(kept!.files[0]!.url))).statusCode).toBe(200);
    const [line] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectUserId, fan.user.id), eq(staffAudit.action, 'leak_report.revoke')));
    expect(line!.before).toEqual({ bundle_opens_post: true });
    expect(line!.after).toEqual({
      bundle_opens_post: false,
      product_purchase_id: purchase.id,
      post_id: snap.id,
      report_id: sent.json().data.id,
    });
    // the copy is the evidence: the purge keeps it
    await purge();
    expect(await t.db.select().from(photoMarks).where(eq(photoMarks.photoId, row.id))).toHaveLength(1);
    expect(await ledgerAudit(t.db)).toEqual([]);
  }, 60_000);
});

describe('a Snap gifted to a person', () => {
  it('opens its recipient’s own marked original, naming the gift’s purchase', async () => {
    const creator = await member(t);
    const snap = await paidSnap(creator, await photo(74));
    const [giver, recipient] = [await member(t), await member(t)];
    const started = await giver.browser.post('/v1/gift-items', {
      kind: 'post',
      post_id: snap.id,
      recipient_page_url: recipient.page_url,
    });
    expect(started.statusCode, started.body).toBe(200);
    await payCheckout(t, new URL(started.json().data.link_url as string).pathname);
    const link = (await t.outbox())
      .filter((message) => message.to === recipient.user.email)
      .map((message) => message.body.match(/\/gifts\/claim\/([\w-]+)/))
      .find(Boolean);
    const claimed = await recipient.browser.post(`/v1/gift-items/claim/${link![1]}`);
    expect(claimed.statusCode, claimed.body).toBe(200);

    const opened = await recipient.browser.get(await originalUrl(recipient, creator.page_url, snap.id));
    expect(opened.statusCode).toBe(200);
    const [row] = await t.db.select().from(photos).where(eq(photos.postId, snap.id));
    expect(opened.rawPayload.equals((await t.storage.read(row!.originalKey, 'private'))!)).toBe(false);
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.buyerUserId, recipient.user.id));
    const [mark] = await t.db.select().from(photoMarks).where(eq(photoMarks.photoId, row!.id));
    expect(mark).toMatchObject({ access: 'buyer', purchaseId: purchase!.id, productPurchaseId: null });
    expect(await ledgerAudit(t.db)).toEqual([]);
  }, 60_000);
});
