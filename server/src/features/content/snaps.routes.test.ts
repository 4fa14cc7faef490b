import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photos, uploads } from '../../db/schema/index.ts';
import { client, createSnap, member, uploadImage, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const read = (who: Member | null, pageUrl: string, id: string) =>
  (who?.browser ?? client(t)).get(`/v1/profile/content/images/${pageUrl}/image_id/${id}`);
const list = (who: Member | null, pageUrl: string, query = '') =>
  (who?.browser ?? client(t)).get(`/v1/profile/content/images/${pageUrl}${query}`);
const mediaPath = (url: string) => new URL(url).pathname;

describe('posting a Snap', () => {
  it('publishes a free photo everyone opens, and hides the upload’s original and WH500 addresses', async () => {
    const creator = await member(t);
    const image = await uploadImage(creator);
    const variants = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.parentKey, mediaPath(image).slice(7)));
    expect(variants.map((v) => v.variant).sort()).toEqual(['PREVIEW', 'WH100', 'WH500', 'WH500_WEBP']);

    const created = await creator.browser.post('/v1/user/content/images/create', {
      image,
      caption: '  Golden hour #sunset  ',
    });
    expect(created.statusCode).toBe(201);
    const snap = created.json().data;
    expect(snap).toMatchObject({
      type: 'image',
      collection_id: null,
      caption: 'Golden hour #sunset',
      is_published: true,
      is_payable: false,
      is_locked: false,
      pricing: null,
      purchase_count: 0,
      creator: { page_url: creator.page_url },
    });
    expect(snap.images).toHaveLength(1);

    // the upload's own addresses no longer serve the photo, except the blurred preview
    expect((await client(t).get(mediaPath(image))).statusCode).toBe(404);
    const wh500 = variants.find((v) => v.variant === 'WH500')!.key;
    const wh500Webp = variants.find((v) => v.variant === 'WH500_WEBP')!.key;
    const wh100 = variants.find((v) => v.variant === 'WH100')!.key;
    const preview = variants.find((v) => v.variant === 'PREVIEW')!.key;
    expect((await client(t).get(`/media/${wh500}`)).statusCode).toBe(404);
    expect((await client(t).get(`/media/${wh500Webp}`)).statusCode).toBe(404);
    expect((await creator.browser.get(`/media/${wh500Webp}`)).statusCode).toBe(404);
    expect((await client(t).get(`/media/${wh100}`)).statusCode).toBe(404);
    expect((await client(t).get(`/media/${preview}`)).statusCode).toBe(200);

    // a visitor opens a free photo through its signed address
    const seen = (await read(null, creator.page_url, snap.id)).json().data;
    expect(seen.images[0].is_locked).toBe(false);
    const file = await client(t).get(seen.image_url.replace('http://localhost:3000', ''));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('puts a price on a photo: others see only the blurred preview and the price', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { price_id: 4 });
    expect(snap).toMatchObject({
      is_payable: true,
      pricing: { price_id: 4, amount: '50.00', name: 'PIXEL - ₱50.00' },
      is_locked: false,
    });
    const [row] = await t.db.select().from(photos).where(eq(photos.postId, snap.id));
    const seen = (await read(fan, creator.page_url, snap.id)).json().data;
    expect(seen).toMatchObject({ is_locked: true, is_purchased: false, pricing: { amount: '50.00' } });
    expect(seen.image_url).toBe(`http://localhost:3000/media/${row!.previewKey}`);
    expect(seen.images[0]).toMatchObject({ is_locked: true, is_payable: true, is_preview: false });
    expect(seen.images[0].image_url_variants).toEqual({ WH500: seen.image_url, WH500_WEBP: null });
    expect(seen.image_url_variants).toEqual({ WH500: seen.image_url, WH500_WEBP: null });
  });

  it.each([
    [
      'a caption of 301 characters',
      { caption: 'c'.repeat(301) },
      'caption',
      'The caption must not be greater than 300 characters.',
    ],
    ['an unknown price', { price_id: 999 }, 'price_id', 'The selected price id is invalid.'],
    ['a price id that is not a number', { price_id: 'abc' }, 'price_id', 'The selected price id is invalid.'],
    [
      'another site’s image',
      { image: 'https://evil.example/x.jpg' },
      'image',
      'The image must be an image you uploaded to PIXEL.',
    ],
    ['no image', { image: '' }, 'image', 'The image field is required.'],
    ['an unknown field', { is_sneaky: 1 }, 'is_sneaky', 'The is_sneaky field is not allowed.'],
  ])('refuses %s with a 422 and writes nothing', async (_case, change, field, message) => {
    const creator = await member(t);
    const image = await uploadImage(creator);
    const response = await creator.browser.post('/v1/user/content/images/create', { image, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect((await list(creator, creator.page_url)).json().meta.total).toBe(0);
    // the upload is untouched and still usable, and still only its uploader sees it
    expect((await creator.browser.get(mediaPath(image))).statusCode).toBe(200);
    expect((await client(t).get(mediaPath(image))).statusCode).toBe(404);
    expect((await creator.browser.post('/v1/user/content/images/create', { image })).statusCode).toBe(201);
  });

  it('accepts a caption of exactly 300 characters', async () => {
    const creator = await member(t);
    expect((await createSnap(creator, { caption: 'c'.repeat(300) })).caption).toHaveLength(300);
  });

  it('refuses another user’s upload, and an upload already in a post', async () => {
    const creator = await member(t);
    const other = await member(t);
    const theirs = await uploadImage(other);
    const response = await creator.browser.post('/v1/user/content/images/create', { image: theirs });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.image).toEqual(['The image must be an image you uploaded to PIXEL.']);
    expect((await other.browser.get(mediaPath(theirs))).statusCode).toBe(200);

    const mine = await uploadImage(creator);
    const [first, second] = await Promise.all([
      creator.browser.post('/v1/user/content/images/create', { image: mine }),
      creator.browser.post('/v1/user/content/images/create', { image: mine }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 422]);
    expect((await list(creator, creator.page_url)).json().meta.total).toBe(1);
  });

  it('needs a signed-in user', async () => {
    const creator = await member(t);
    const image = await uploadImage(creator);
    expect((await client(t).post('/v1/user/content/images/create', { image })).statusCode).toBe(401);
  });
});

describe('the 500 px version as WebP', () => {
  it('is given beside the JPEG, through a signed address of its own, as a 500 px WebP', async () => {
    const creator = await member(t);
    const image = await uploadImage(
      creator,
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer(),
    );
    const snap = (await creator.browser.post('/v1/user/content/images/create', { image })).json().data;
    const seen = (await read(null, creator.page_url, snap.id)).json().data;
    const { WH500, WH500_WEBP } = seen.images[0].image_url_variants;
    expect(seen.image_url_variants).toEqual({ WH500, WH500_WEBP });
    expect(new URL(WH500_WEBP).pathname).toBe(`/v1/media/photos/${seen.images[0].id}/wh500_webp`);
    const webp = await client(t).get(WH500_WEBP.replace('http://localhost:3000', ''));
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 500,
      height: 375,
    });
    const jpeg = await client(t).get(WH500.replace('http://localhost:3000', ''));
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 500,
      height: 375,
    });
  });

  it('is not made for an animated GIF, which a post still shows moving', async () => {
    const creator = await member(t);
    const frames = await Promise.all(
      ['#f00', '#00f'].map((background) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: 100 })
      .toBuffer();
    const image = await uploadImage(creator, gif);
    const snap = (await creator.browser.post('/v1/user/content/images/create', { image })).json().data;
    const { WH500, WH500_WEBP } = snap.images[0].image_url_variants;
    expect(WH500_WEBP).toBeNull();
    const shown = await creator.browser.get(WH500.replace('http://localhost:3000', ''));
    expect(shown.headers['content-type']).toBe('image/gif');
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ format: 'gif', pages: 2 });
  });

  it('is missing for a photo stored before it was made: the post shows and goes as before', async () => {
    const creator = await member(t);
    const snap = await createSnap(creator);
    // a photo from before WebP versions: its row names none, and no file was ever made
    const [row] = await t.db.select().from(photos).where(eq(photos.postId, snap.id));
    await t.storage.remove(row!.wh500WebpKey!, 'private');
    await t.db.update(photos).set({ wh500WebpKey: null }).where(eq(photos.id, row!.id));

    for (const viewer of [null, creator]) {
      const seen = (await read(viewer, creator.page_url, snap.id)).json().data;
      expect(seen.images[0].image_url_variants.WH500_WEBP).toBeNull();
      const jpeg = await (viewer?.browser ?? client(t)).get(
        seen.images[0].image_url_variants.WH500.replace('http://localhost:3000', ''),
      );
      expect(jpeg.statusCode).toBe(200);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
    }
    expect((await list(null, creator.page_url)).json().data[0].image_url_variants.WH500_WEBP).toBeNull();

    const deleted = await creator.browser.delete(`/v1/user/content/images/delete/${snap.id}`);
    expect(deleted.statusCode).toBe(200);
    await t.jobs.drain('remove-files');
    expect(await t.storage.read(row!.originalKey, 'private')).toBeNull();
    expect(await t.storage.read(row!.wh500Key, 'private')).toBeNull();
  });
});

describe('editing a Snap', () => {
  it('changes only what is sent, clears the caption when blank, and sets or clears the price', async () => {
    const creator = await member(t);
    const snap = await createSnap(creator, { caption: 'First' });
    const url = `/v1/user/content/images/update/${snap.id}`;
    const priced = (await creator.browser.put(url, { price_id: 6 })).json().data;
    expect(priced).toMatchObject({ caption: 'First', is_payable: true, pricing: { amount: '100.00' } });
    expect(priced.images[0]).toMatchObject({ is_payable: true, is_preview: false });
    const cleared = (await creator.browser.put(url, { caption: '' })).json().data;
    expect(cleared).toMatchObject({ caption: null, pricing: { price_id: 6 } });
    const free = (await creator.browser.put(url, { price_id: 1 })).json().data;
    expect(free).toMatchObject({ is_payable: false, pricing: null });
    expect(free.images[0]).toMatchObject({ is_payable: false, is_preview: false });

    const settings = await creator.browser.put('/v1/user/content/images/settings', {
      content_type: 'image',
      id: snap.id,
      price_id: 5,
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data.pricing).toMatchObject({ price_id: 5, amount: '75.00' });
  });

  it('hides a draft from everyone but its creator', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator, { is_published: 0 });
    expect(snap.is_published).toBe(false);
    for (const viewer of [null, fan]) {
      const response = await read(viewer, creator.page_url, snap.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        exception: 'NotFoundException',
        message: 'This content is not accessible.',
        message_key: 'thisContentNotAccessible',
      });
      expect((await list(viewer, creator.page_url)).json().data).toEqual([]);
    }
    expect((await list(creator, creator.page_url)).json().data.map((p: { id: string }) => p.id)).toEqual([
      snap.id,
    ]);
    await creator.browser.put(`/v1/user/content/images/update/${snap.id}`, { is_published: true });
    expect((await read(fan, creator.page_url, snap.id)).statusCode).toBe(200);
  });

  it('is refused to anyone but the creator, and for ids that are not the creator’s Snaps', async () => {
    const creator = await member(t);
    const other = await member(t);
    const snap = await createSnap(creator, { caption: 'Mine' });
    for (const call of [
      () => other.browser.put(`/v1/user/content/images/update/${snap.id}`, { caption: 'Theirs' }),
      () => other.browser.delete(`/v1/user/content/images/delete/${snap.id}`),
      () =>
        other.browser.put('/v1/user/content/images/settings', {
          content_type: 'image',
          id: snap.id,
          price_id: 4,
        }),
      () => creator.browser.put('/v1/user/content/images/update/not-a-uuid', { caption: 'x' }),
      () => creator.browser.put(`/v1/user/content/images/collection/update/${snap.id}`, { caption: 'x' }),
      () => creator.browser.delete(`/v1/user/content/images/collection/delete/${snap.id}`),
    ]) {
      const response = await call();
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This content is not accessible.');
    }
    expect((await client(t).put(`/v1/user/content/images/update/${snap.id}`, {})).statusCode).toBe(401);
    expect((await read(null, creator.page_url, snap.id)).json().data.caption).toBe('Mine');
    const badSettings = await creator.browser.put('/v1/user/content/images/settings', {
      content_type: 'video',
      id: 'x',
      price_id: 0,
    });
    expect(badSettings.statusCode).toBe(422);
    expect(Object.keys(badSettings.json().errors).sort()).toEqual(['content_type', 'id', 'price_id']);
  });
});

describe('the Snap tab', () => {
  it('lists posts newest first, ten to a page', async () => {
    const creator = await member(t);
    const made = [];
    for (let i = 0; i < 12; i++) made.push((await createSnap(creator, { caption: `n${i}` })).id);
    const first = (await list(null, creator.page_url)).json();
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(first.data.map((p: { caption: string }) => p.caption)).toEqual(
      Array.from({ length: 10 }, (_, i) => `n${11 - i}`),
    );
    const second = (await list(null, creator.page_url, '?page=2')).json();
    expect(second.data.map((p: { caption: string }) => p.caption)).toEqual(['n1', 'n0']);
    expect((await list(null, 'nobodyhere0000')).statusCode).toBe(404);
    expect((await list(null, creator.page_url, '?per_page=0')).statusCode).toBe(422);
  });

  it('is a 404, like every post, to a user the creator blocked', async () => {
    const creator = await member(t);
    const fan = await member(t);
    const snap = await createSnap(creator);
    await creator.browser.post('/v1/user/block', { username: fan.page_url });
    expect((await list(fan, creator.page_url)).statusCode).toBe(404);
    expect((await read(fan, creator.page_url, snap.id)).statusCode).toBe(404);
    const other = await member(t);
    expect((await read(null, other.page_url, snap.id)).statusCode).toBe(404);
  });
});

describe('deleting a Snap nobody bought', () => {
  it('removes it and its files at once', async () => {
    const creator = await member(t);
    const snap = await createSnap(creator);
    const [row] = await t.db.select().from(photos).where(eq(photos.postId, snap.id));
    expect(await t.storage.read(row!.wh500WebpKey!, 'private')).not.toBeNull();
    const deleted = await creator.browser.delete(`/v1/user/content/images/delete/${snap.id}`);
    expect(deleted.json()).toEqual({ data: { message: 'Successfully deleted photo' } });
    expect((await read(creator, creator.page_url, snap.id)).statusCode).toBe(404);
    expect(await t.db.select().from(photos).where(eq(photos.postId, snap.id))).toEqual([]);
    // its files go by a job queued with the deletion
    expect(await t.jobs.drain('remove-files')).toBeGreaterThanOrEqual(1);
    expect(await t.storage.read(row!.originalKey, 'private')).toBeNull();
    expect(await t.storage.read(row!.wh500Key, 'private')).toBeNull();
    expect(await t.storage.read(row!.wh500WebpKey!, 'private')).toBeNull();
    expect(await t.storage.read(row!.previewKey, 'public')).toBeNull();
    expect((await creator.browser.delete(`/v1/user/content/images/delete/${snap.id}`)).statusCode).toBe(404);
  });
});
