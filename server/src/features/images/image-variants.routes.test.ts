import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { member, multipartFile } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { photo, served, upload } from './images.testing.ts';

const t = useTestApp();

describe('the variants of an upload', () => {
  it('stores WH100, WH500, its WebP and a blurred preview under server-made names of their own', async () => {
    const user = await member(t);
    const response = await upload(user, await photo(2400, 1600), {
      filename: '../x.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['data']);
    expect(Object.keys(response.json().data).sort()).toEqual(['absolute_url', 'filename']);
    const { filename } = response.json().data;

    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, user.user.id));
    const keys = rows.map((row) => row.key);
    expect(keys).toHaveLength(5);
    expect(keys).toContain(filename);
    for (const key of keys) expect(key).toMatch(/^uploads\/[0-9a-f-]{36}\.(jpg|webp)$/);
    // no variant's name is made from the original's, so a preview's address leads nowhere
    const ids = keys.map((key) => key.slice('uploads/'.length, key.lastIndexOf('.')));
    for (const id of ids) expect(ids.filter((other) => other.includes(id))).toHaveLength(1);

    const files = Object.fromEntries(
      await Promise.all(
        rows.map(async (row) => {
          const file = await served(row.key, user);
          const { format, width, height } = await sharp(file.rawPayload).metadata();
          return [row.variant ?? 'original', `${format} ${width}x${height} ${file.headers['content-type']}`];
        }),
      ),
    );
    expect(files).toEqual({
      original: 'jpeg 2000x1333 image/jpeg',
      WH100: 'jpeg 100x100 image/jpeg',
      WH500: 'jpeg 500x333 image/jpeg',
      WH500_WEBP: 'webp 500x333 image/webp',
      PREVIEW: 'jpeg 480x320 image/jpeg',
    });
    expect(rows.find((row) => row.variant === 'WH500_WEBP')?.key).toMatch(/\.webp$/);
  });

  it('makes the WebP of WH500 the size and colours of its JPEG', async () => {
    const user = await member(t);
    const response = await upload(user, await photo(900, 1200));
    expect(response.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.parentKey, response.json().data.filename));
    const look = async (variant: string) => {
      const file = (await served(rows.find((row) => row.variant === variant)!.key, user)).rawPayload;
      const [{ format, width, height }, { channels }] = await Promise.all([
        sharp(file).metadata(),
        sharp(file).stats(),
      ]);
      return { format, width, height, colour: channels.map((channel) => Math.round(channel.mean / 8)) };
    };
    const [jpeg, webp] = await Promise.all([look('WH500'), look('WH500_WEBP')]);
    // fitted inside 500x500 like the JPEG, and the same colours but for what each encoder drops
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 375, height: 500 });
    expect(webp).toEqual({ ...jpeg, format: 'webp' });
  });

  it('makes a preview that keeps no detail of the photo', async () => {
    const user = await member(t);
    // a checkerboard of 8-pixel squares: all detail, average grey
    const size = 800;
    const pixels = Buffer.alloc(size * size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) pixels[y * size + x] = ((x >> 3) + (y >> 3)) % 2 ? 255 : 0;
    }
    const board = await sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
      .png()
      .toBuffer();
    const response = await upload(user, board);
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, user.user.id));
    const files = await Promise.all(rows.map(async (row) => (await served(row.key, user)).rawPayload));
    const previews = await Promise.all(
      files.map(async (file) => ({ file, metadata: await sharp(file).metadata() })),
    );
    const preview = previews.find(({ metadata }) => metadata.width === 480)!;
    const main = previews.find(({ metadata }) => metadata.width === size)!;
    const spread = async (file: Buffer) => (await sharp(file).stats()).channels[0]!.stdev;
    expect(await spread(main.file)).toBeGreaterThan(100);
    expect(await spread(preview.file)).toBeLessThan(10);
  });

  it('gives an avatar its WH100 as before', async () => {
    const user = await member(t);
    const { payload, headers } = multipartFile(await photo(900, 600));
    const response = await user.browser.post('/v1/user/profile/avatar', payload, headers);
    expect(response.statusCode).toBe(200);
    const rows = await t.db.select().from(uploads).where(eq(uploads.userId, user.user.id));
    expect(rows.map((row) => row.kind)).toEqual(['avatar', 'avatar']);
  });
});
