import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/index.ts';
import { client, createSlide, member, uploadImage, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

type PhotoJson = {
  id: string;
  is_payable: boolean;
  is_preview: boolean;
  is_locked: boolean;
  position: number;
};

const read = (who: Member | null, pageUrl: string, id: string) =>
  (who?.browser ?? client(t)).get(`/v1/profile/content/images/collection/${pageUrl}/collection_id/${id}`);
const setImages = (who: Member, id: string, images: unknown) =>
  who.browser.put(`/v1/user/content/images/collection/update/${id}/image`, { images });
const update = (who: Member, id: string, body: Record<string, unknown>) =>
  who.browser.put(`/v1/user/content/images/collection/update/${id}`, body);
const flags = (images: PhotoJson[]) => images.map((image) => [image.is_payable, image.is_preview]);

describe('posting a Snap Slide', () => {
  it('keeps the photos in order, each hidden until paid or a free sneak peek', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const urls = [await uploadImage(creator), await uploadImage(creator), await uploadImage(creator)];
    const created = await creator.browser.post('/v1/user/content/images/collection/create', {
      caption: 'Three',
      price_id: 4,
      images: [{ url: urls[0] }, { url: urls[1], is_payable: 0, is_preview: 1 }, { url: urls[2] }],
    });
    expect(created.statusCode).toBe(201);
    const slide = created.json().data;
    expect(slide).toMatchObject({ type: 'image_collection', collection_id: slide.id, is_payable: true });
    expect(flags(slide.images)).toEqual([
      [true, false],
      [false, true],
      [true, false],
    ]);
    const seen = (await read(fan, creator.page_url, slide.id)).json().data;
    expect(seen.images.map((image: PhotoJson) => image.is_locked)).toEqual([true, false, true]);
    expect(seen.is_locked).toBe(true);
  });

  it('refuses 0 or 11 photos, an id on a new Slide, the same upload twice, and others’ uploads', async () => {
    const creator = await member(t);
    const other = await member(t);
    const mine = await uploadImage(creator);
    const create = (images: unknown) =>
      creator.browser.post('/v1/user/content/images/collection/create', { images });
    const eleven = Array.from({ length: 11 }, () => ({ url: mine }));
    const cases: [unknown, string, string][] = [
      [[], 'images', 'The images field is required.'],
      [undefined, 'images', 'The images field is required.'],
      [eleven, 'images', 'You can only upload up to 10 photos per post on PIXEL Snap Slide.'],
      [[{ is_payable: 1 }], 'images.0.url', 'The image field is required.'],
      [[{ id: 'not-a-uuid' }], 'images.0.id', 'The selected image id is invalid.'],
      [[{ id: '00000000-0000-4000-8000-000000000000' }], 'images.0.id', 'The selected image id is invalid.'],
      [[{ url: mine }, { url: mine }], 'images.1.url', 'The same image is in the list twice.'],
      [
        [{ url: mine }, { url: await uploadImage(other) }],
        'images.1.url',
        'The image must be an image you uploaded to PIXEL.',
      ],
    ];
    for (const [images, field, message] of cases) {
      const response = await create(images);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    // nothing was half-written: the first upload is still free to use
    expect((await creator.browser.get(new URL(mine).pathname)).statusCode).toBe(200);
    expect((await create([{ url: mine }])).statusCode).toBe(201);
  });

  it('takes ten photos', async () => {
    const creator = await member(t);
    expect((await createSlide(creator, 10)).images).toHaveLength(10);
  });

  it('becomes free when it is priced but has no photo hidden until paid', async () => {
    const creator = await member(t);
    const url = await uploadImage(creator);
    const slide = (
      await creator.browser.post('/v1/user/content/images/collection/create', {
        price_id: 4,
        images: [{ url, is_payable: false }],
      })
    ).json().data;
    expect(slide).toMatchObject({ is_payable: false, price_id: 1, pricing: null });
    expect(flags(slide.images)).toEqual([[false, false]]);
  });
});

describe('editing a Snap Slide’s photos', () => {
  it('reorders, adds by upload, removes by omission and toggles each photo', async () => {
    const creator = await member(t);
    const slide = await createSlide(creator, 3, { price_id: 4 });
    const [a, b, c] = slide.images as PhotoJson[];
    const [removed] = await t.db.select().from(photos).where(eq(photos.id, c!.id));
    const added = await uploadImage(creator);
    const response = await setImages(creator, slide.id, [
      { id: b!.id, is_payable: 0 },
      { url: added },
      { id: a!.id },
    ]);
    expect(response.statusCode).toBe(200);
    const images = response.json().data.images as PhotoJson[];
    expect(images.map((image) => image.id)).toEqual([b!.id, expect.any(String), a!.id]);
    expect(images.map((image) => image.position)).toEqual([0, 1, 2]);
    // a new photo of a paid post starts hidden until paid
    expect(flags(images)).toEqual([
      [false, true],
      [true, false],
      [true, false],
    ]);
    await t.jobs.drain('remove-files');
    expect(await t.storage.read(removed!.originalKey, 'private')).toBeNull();
    expect(await t.storage.read(removed!.previewKey, 'public')).toBeNull();
    expect((await client(t).get(new URL(added).pathname)).statusCode).toBe(404);
  });

  it('makes the post free when the last payable photo is toggled off', async () => {
    const creator = await member(t);
    const slide = await createSlide(creator, 2, { price_id: 4 });
    const ids = (slide.images as PhotoJson[]).map((image) => ({ id: image.id, is_payable: false }));
    const response = (await setImages(creator, slide.id, ids)).json().data;
    expect(response).toMatchObject({ is_payable: false, pricing: null });
    expect(flags(response.images)).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('refuses ids of another post, repeated ids, and 11 photos, changing nothing', async () => {
    const creator = await member(t);
    const slide = await createSlide(creator, 2, { price_id: 4 });
    const other = await createSlide(creator, 1);
    const [a] = slide.images as PhotoJson[];
    const cases: [unknown, string, string][] = [
      [
        [{ id: other.images && (other.images as PhotoJson[])[0]!.id }],
        'images.0.id',
        'The selected image id is invalid.',
      ],
      [[{ id: a!.id }, { id: a!.id }], 'images.1.id', 'The same image is in the list twice.'],
      [
        Array.from({ length: 11 }, () => ({ id: a!.id })),
        'images',
        'You can only upload up to 10 photos per post on PIXEL Snap Slide.',
      ],
    ];
    for (const [images, field, message] of cases) {
      const response = await setImages(creator, slide.id, images);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const intact = (await read(creator, creator.page_url, slide.id)).json().data;
    expect(intact.images.map((image: PhotoJson) => image.id)).toEqual(
      (slide.images as PhotoJson[]).map((image) => image.id),
    );
    const stranger = await member(t);
    expect((await setImages(stranger, slide.id, [{ id: a!.id }])).statusCode).toBe(404);
  });
});

describe('a Snap Slide’s price', () => {
  it('Make it FREE clears the price and every photo’s flags; a price makes every photo payable again', async () => {
    const creator = await member(t);
    const slide = await createSlide(creator, 3, { price_id: 4 });
    const free = (await update(creator, slide.id, { is_payable: 0 })).json().data;
    expect(free).toMatchObject({ is_payable: false, pricing: null });
    expect(flags(free.images)).toEqual(Array(3).fill([false, false]));

    expect((await update(creator, slide.id, { is_payable: 1 })).json().errors.price_id).toEqual([
      'The price id field is required when the post is payable.',
    ]);
    const priced = (
      await update(creator, slide.id, { is_payable: 1, price_id: 6, caption: 'Now paid' })
    ).json().data;
    expect(priced).toMatchObject({
      caption: 'Now paid',
      price_id: 6,
      pricing: { price_id: 6, amount: '100.00' },
    });
    expect(flags(priced.images)).toEqual(Array(3).fill([true, false]));

    const settings = await creator.browser.put('/v1/user/content/images/settings', {
      content_type: 'image_collection',
      id: slide.id,
      price_id: 1,
    });
    expect(settings.json().data).toMatchObject({ is_payable: false, pricing: null });
    expect((await update(creator, slide.id, { price_id: 0 })).statusCode).toBe(422);
  });
});

describe('price tiers', () => {
  it('start with the free tier and search the price text by digits and dots', async () => {
    const creator = await member(t);
    const all = (await creator.browser.get('/v1/user/prices')).json();
    expect(all.meta).toMatchObject({ current_page: 1, per_page: 15 });
    expect(all.data[0]).toEqual({
      price_id: 1,
      price: '0.00',
      price_label: '₱0.00',
      name: 'PIXEL - Free',
      description: 'Everyone can see the photos.',
      is_suggested: true,
    });
    expect(all.data).toHaveLength(15);
    const found = (await creator.browser.get('/v1/user/prices?search=₱1,50')).json().data;
    expect(found.map((tier: { price: string }) => tier.price)).toEqual(['150.00', '1500.00']);
    const thousand = (await creator.browser.get('/v1/user/prices?search=1000')).json().data;
    expect(thousand.map((tier: { price_label: string }) => tier.price_label)).toEqual(['₱1,000.00']);
    const suggested = (
      await creator.browser.get('/v1/user/prices?suggested_prices_only=1&per_page=100')
    ).json();
    expect(suggested.data.every((tier: { is_suggested: boolean }) => tier.is_suggested)).toBe(true);
    expect(suggested.data.map((tier: { price: string }) => tier.price)).toEqual([
      '0.00',
      '50.00',
      '100.00',
      '200.00',
      '300.00',
      '500.00',
    ]);
    expect((await client(t).get('/v1/user/prices')).statusCode).toBe(401);
  });
});
