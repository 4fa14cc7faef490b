import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, productPurchases } from '../../db/schema/index.ts';
import { audit } from '../../ledger/ledger.ts';
import {
  client,
  createSnap,
  member,
  payCheckout,
  sampleImage,
  signedInUser,
  unique,
} from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { mailsTo } from '../memberships/memberships.testing.ts';
import { buy, buyAndPay, libraryOf, newProduct, pathOf, uploadProductFile, zipOf } from './shop.testing.ts';

// a shop's product pays the fee of a purchase: 20 % here
const t = useTestApp({ env: { PURCHASE_FEE_BPS: '2000' } });

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('a product with a 20 MB ZIP', () => {
  it('is bought by GCash, downloaded by its buyer only, and at most 10 times a day', async () => {
    const creator = await member(t, { pageName: 'Ana' });
    const fan = await member(t, { pageName: 'Ben' });
    const other = await member(t);
    const product = await newProduct(creator);
    const zip = zipOf(20);
    const uploaded = await uploadProductFile(creator, product.id, zip);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data).toMatchObject({
      name: 'presets.zip',
      content_type: 'application/zip',
      size: zip.length,
    });

    // the shop shows it, its file named, to anyone
    const shop = (await client(t).get(`/v1/profile/${creator.page_url}/shop`)).json().data;
    expect(shop).toMatchObject([
      { id: product.id, price: '150.00', is_purchased: false, files: [{ name: 'presets.zip' }] },
    ]);

    const reference = await buyAndPay(t, fan, product.id);
    expect(reference).toMatch(/^S-/);
    expect((await fan.browser.get(`/v1/shop/products/${product.id}`)).json().data.is_purchased).toBe(true);

    // the creator's money: ₱150 less the 20 % fee, on a line of its own type
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('120.00');
    const [line] = (await creator.browser.get('/v1/user/transactions')).json().data;
    expect(line).toMatchObject({ type: 'product_sale', description: 'Product sale: Film presets, to Ben' });
    const supported = (await fan.browser.get('/v1/user/supported')).json().data;
    expect(supported[0]).toMatchObject({ reference, kind: 'product', amount: '150.00' });

    const [item] = await libraryOf(fan);
    expect(item!.product.id).toBe(product.id);
    const file = item!.files[0]!;
    expect(file.downloads_left).toBe(10);
    const first = await fan.browser.get(pathOf(file.url));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain('attachment; filename="presets.zip"');
    expect(sha(first.rawPayload)).toBe(sha(zip));

    // another person, with the buyer's address or none, gets nothing
    expect((await other.browser.get(pathOf(file.url))).statusCode).toBe(403);
    expect((await client(t).get(pathOf(file.url))).statusCode).toBe(403);
    expect(await libraryOf(other)).toEqual([]);
    const forged = pathOf(file.url).replace(/viewer=[^&]+/, `viewer=${other.user.id}`);
    expect((await other.browser.get(forged)).statusCode).toBe(403);

    for (let i = 2; i <= 10; i++) expect((await fan.browser.get(pathOf(file.url))).statusCode).toBe(200);
    const eleventh = await fan.browser.get(pathOf(file.url));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('You have downloaded this file 10 times today. Try again tomorrow.');
    expect((await libraryOf(fan))[0]!.files[0]!.downloads_left).toBe(0);

    // bought once per buyer; with sales, its file stays and it is archived rather than deleted
    expect((await buy(fan, product.id)).statusCode).toBe(409);
    expect(
      (await creator.browser.delete(`/v1/user/shop/products/${product.id}/files/${file.id}`)).statusCode,
    ).toBe(409);
    const removed = await creator.browser.delete(`/v1/user/shop/products/${product.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      'People have bought this product, so it cannot be deleted. Archive it instead.',
    );
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('a guest purchase', () => {
  it('mails a link that downloads, and attaches the purchase to a new account once', async () => {
    const creator = await member(t);
    const product = await newProduct(creator, { price_mode: 'pay_what_you_want', price: '50' });
    await uploadProductFile(creator, product.id, await sampleImage('png'), {
      filename: 'wallpaper.png',
      contentType: 'image/png',
    });
    const guest = { browser: client(t) };
    const email = `${unique('guest')}@example.com`;
    // a guest names an email; what they pay is at least the minimum
    expect((await buy(guest, product.id, { amount: '80' })).json().errors).toEqual({
      email: ['The email field is required.'],
    });
    const below = await buy(guest, product.id, { amount: '20', email });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.amount).toEqual(['The amount must be at least ₱50.00.']);
    await buyAndPay(t, guest, product.id, { amount: '80', email });

    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Your purchase on PIXEL: Film presets');
    expect(mail!.body).toContain('Amount: ₱80.00');
    const token = mail!.body.match(/\/shop\/guest\/([\w-]+)/)![1]!;
    const viewed = await client(t).get(`/v1/shop/guest/${token}`);
    expect(viewed.statusCode).toBe(200);
    const file = viewed.json().data.files[0];
    const download = await client(t).get(pathOf(file.url));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');

    const newcomer = await signedInUser(t);
    const attached = await newcomer.browser.post(`/v1/shop/guest/${token}/attach`);
    expect(attached.statusCode, attached.body).toBe(200);
    expect((await libraryOf(newcomer)).map((item) => item.product.id)).toEqual([product.id]);
    // the link is spent: it neither shows nor attaches again, and its guest address no longer downloads
    expect((await client(t).get(`/v1/shop/guest/${token}`)).statusCode).toBe(404);
    expect((await (await member(t)).browser.post(`/v1/shop/guest/${token}/attach`)).statusCode).toBe(404);
    expect((await client(t).get(pathOf(file.url))).statusCode).toBe(404);
    expect(await audit(t.db)).toEqual([]);
  });

  it('mails the link in the language the guest bought in', async () => {
    const creator = await member(t);
    const product = await newProduct(creator);
    await uploadProductFile(creator, product.id, zipOf(1));
    const email = `${unique('bisita')}@example.com`;
    const guest = { browser: client(t) };
    const started = await guest.browser.post(
      `/v1/shop/products/${product.id}/buy`,
      { email },
      { 'accept-language': 'fil' },
    );
    expect(started.statusCode, started.body).toBe(200);
    await payCheckout(t, new URL(started.json().data.link_url as string).pathname);
    const [mail] = await mailsTo(t, email);
    expect(mail!.subject).toBe('Ang binili mo sa PIXEL: Film presets');
    expect(mail!.body).toContain('I-download ang mga file mo rito:');
  });

  it('is attached by the account’s verified email', async () => {
    const creator = await member(t);
    const product = await newProduct(creator);
    await uploadProductFile(creator, product.id, zipOf(1));
    const email = `${unique('buyer')}@example.com`;
    await buyAndPay(t, { browser: client(t) }, product.id, { email });
    const buyer = await member(t, { email, emailVerifiedAt: new Date() });
    const attached = await buyer.browser.post('/v1/user/shop/attach');
    expect(attached.json().data).toEqual({ attached: 1 });
    expect((await libraryOf(buyer)).map((item) => item.product.id)).toEqual([product.id]);
  });
});

describe('a bundle', () => {
  it('opens its post and its products as if each were bought', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 6 });
    const inner = await newProduct(creator, { name: 'Brushes' });
    await uploadProductFile(creator, inner.id, zipOf(1), { filename: 'brushes.zip' });
    const bundle = await newProduct(creator, {
      name: 'Everything',
      post_ids: [snap.id],
      product_ids: [inner.id],
    });
    expect(bundle.includes).toEqual({
      posts: [{ id: snap.id, type: 'image' }],
      products: [{ id: inner.id, name: 'Brushes' }],
    });
    const readSnap = () =>
      fan.browser.get(`/v1/profile/content/images/${creator.page_url}/image_id/${snap.id}`);
    expect((await readSnap()).json().data.is_locked).toBe(true);

    await buyAndPay(t, fan, bundle.id);
    expect((await readSnap()).json().data).toMatchObject({ is_purchased: true, is_locked: false });
    const library = await libraryOf(fan);
    const brushes = library.find((item) => item.product.id === inner.id)!;
    expect(brushes.through).toEqual({ id: bundle.id, name: 'Everything' });
    expect((await fan.browser.get(pathOf(brushes.files[0]!.url))).statusCode).toBe(200);
    // the post is theirs already: buying it again is refused before paying
    expect(
      (await fan.browser.post('/v1/user/content/images/purchase', { image_id: snap.id })).statusCode,
    ).toBe(422);
    // what a sold bundle includes stays what was paid for
    const changed = await creator.browser.put(`/v1/user/shop/products/${bundle.id}`, {
      name: 'Everything',
      price: '150',
      post_ids: [],
      product_ids: [inner.id],
    });
    expect(changed.statusCode).toBe(409);
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('stock', () => {
  it('opens exactly as many checkouts as there are units, refusing the rest before paying', async () => {
    const creator = await member(t);
    const product = await newProduct(creator, { stock: 3 });
    await uploadProductFile(creator, product.id, zipOf(1));
    const buyers = await Promise.all(Array.from({ length: 20 }, () => member(t)));
    const answers = await Promise.all(buyers.map((who) => buy(who, product.id)));
    const opened = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect([opened.length, refused.length]).toEqual([3, 17]);
    expect(refused[0]!.json().message).toBe('This product is sold out.');
    const rows = await t.db.select().from(productPurchases).where(eq(productPurchases.productId, product.id));
    expect(rows).toHaveLength(3);

    for (const answer of opened)
      await payCheckout(t, new URL(answer.json().data.link_url as string).pathname);
    const after = (await creator.browser.get(`/v1/shop/products/${product.id}`)).json().data;
    expect(after).toMatchObject({ stock: 0, sale_count: 3 });
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('360.00');
    expect(await audit(t.db)).toEqual([]);
  });

  it('comes back from a checkout that ended unpaid', async () => {
    const creator = await member(t);
    const product = await newProduct(creator, { stock: 1 });
    await uploadProductFile(creator, product.id, zipOf(1));
    const [first, second] = [await member(t), await member(t)];
    const opened = await buy(first, product.id);
    expect(opened.statusCode).toBe(200);
    expect((await buy(second, product.id)).statusCode).toBe(409);
    // the checkout expired unpaid (as reconciliation closes it at the provider): the shop's job gives the unit back
    await t.db
      .update(payments)
      .set({ status: 'expired' })
      .where(eq(payments.reference, opened.json().data.reference));
    await t.jobs.send('shop-checkouts', {});
    await t.jobs.drain('shop-checkouts');
    expect((await creator.browser.get(`/v1/shop/products/${product.id}`)).json().data.stock).toBe(1);
    await buyAndPay(t, second, product.id);
    expect(await audit(t.db)).toEqual([]);
  });

  it('leaves a product whose only checkout ended unpaid free to delete', async () => {
    const creator = await member(t);
    const product = await newProduct(creator);
    await uploadProductFile(creator, product.id, zipOf(1));
    const opened = await buy(await member(t), product.id);
    // an open checkout may still be paid: the product stays
    expect((await creator.browser.delete(`/v1/user/shop/products/${product.id}`)).statusCode).toBe(409);
    await t.db
      .update(payments)
      .set({ status: 'expired' })
      .where(eq(payments.reference, opened.json().data.reference));
    await t.jobs.send('shop-checkouts', {});
    await t.jobs.drain('shop-checkouts');
    expect((await creator.browser.delete(`/v1/user/shop/products/${product.id}`)).statusCode).toBe(204);
  });
});

describe('a refund', () => {
  it('asked by the buyer and approved by the creator closes the files and gives the unit back', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const product = await newProduct(creator, { stock: 1 });
    await uploadProductFile(creator, product.id, zipOf(1));
    const reference = await buyAndPay(t, fan, product.id);
    const url = pathOf((await libraryOf(fan))[0]!.files[0]!.url);
    expect((await fan.browser.get(url)).statusCode).toBe(200);

    const asked = await fan.browser.post('/v1/user/refund-requests', {
      reference,
      reason: 'Not the presets I wanted',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const approved = await creator.browser.post(
      `/v1/user/refund-requests/${asked.json().data.request.id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await t.jobs.drain('refund-payments');

    expect(await libraryOf(fan)).toEqual([]);
    expect((await fan.browser.get(url)).statusCode).toBe(404);
    expect((await creator.browser.get(`/v1/shop/products/${product.id}`)).json().data).toMatchObject({
      stock: 1,
      sale_count: 0,
    });
    expect((await creator.browser.get('/v1/user/balance')).json().data[0].amount).toBe('0.00');
    expect(await audit(t.db)).toEqual([]);
  });
});

describe('the editor and its refusals', () => {
  it('answers 401, 403, 404, 409 and 422 as a person would expect', async () => {
    const creator = await member(t);
    const stranger = await member(t);
    const product = await newProduct(creator);
    expect((await client(t).post('/v1/user/shop/products', { name: 'x', price: '1' })).statusCode).toBe(401);
    const unknownField = await creator.browser.post('/v1/user/shop/products', {
      name: 'x',
      price: '10',
      colour: 'red',
    });
    expect(unknownField.statusCode).toBe(422);
    expect(Object.keys(unknownField.json().errors)).toEqual(['colour']);
    expect(
      (await creator.browser.post('/v1/user/shop/products', { name: '', price: '0' })).json().errors,
    ).toMatchObject({
      name: ['The name field is required.'],
    });
    // someone else's product is not there to them
    expect(
      (await stranger.browser.put(`/v1/user/shop/products/${product.id}`, { name: 'Mine', price: '1' }))
        .statusCode,
    ).toBe(404);
    expect((await uploadProductFile(stranger, product.id, zipOf(1))).statusCode).toBe(404);
    expect((await client(t).get('/v1/shop/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    // a file whose content contradicts its name or type
    const png = await sampleImage('png');
    const lying = await uploadProductFile(creator, product.id, png, {
      filename: 'book.pdf',
      contentType: 'application/pdf',
    });
    expect(lying.statusCode).toBe(422);
    expect(lying.json().errors.file).toEqual(['The file is not what its name or type says it is.']);
    const notZip = await uploadProductFile(creator, product.id, Buffer.from('PK\u0003\u0004 cut short'));
    expect(notZip.statusCode).toBe(422);
    // nothing to download yet: nothing to buy
    expect((await buy(stranger, product.id)).statusCode).toBe(409);
    expect((await buy(creator, product.id)).statusCode).toBe(409);
    // a product nobody bought is deleted
    expect((await creator.browser.delete(`/v1/user/shop/products/${product.id}`)).statusCode).toBe(204);
    expect((await creator.browser.get(`/v1/shop/products/${product.id}`)).statusCode).toBe(404);
  });
});
