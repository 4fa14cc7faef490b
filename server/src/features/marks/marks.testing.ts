import { expect } from 'vitest';
import sharp from 'sharp';
import { sceneImage } from '../../seed/demo-pictures.ts';
import { type Client, multipartFile, uploadImage } from '../../test/builders.ts';

const palette = {
  sky: ['#7fb2e5', '#f3d9b1'],
  sun: '#ffd27f',
  hills: ['#5d8a66', '#3f6b4f', '#2b4a38'],
} as unknown as Parameters<typeof sceneImage>[0];

/**
 * A photo as a phone takes one: a scene with a camera's grain over it, as a JPEG. Photos of other seeds
 * are alike in colours and layout: the hard case for telling them apart.
 */
export async function testPhoto(seed: number, width = 1200, height = 800) {
  const scene = await sceneImage(palette, seed, { width, height });
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * What a leaker does to a copy: saves it again as a JPEG at quality 70, halves it, and crops the shares of
 * each side given (left, top, right, bottom; 10 % of every side unless told), saving each step at quality 70.
 */
export async function leaked(
  image: Buffer,
  [left, top, right, bottom]: readonly [number, number, number, number] = [0.1, 0.1, 0.1, 0.1],
) {
  const { width, height } = await sharp(image).metadata();
  const resaved = await sharp(image).jpeg({ quality: 70 }).toBuffer();
  const [w, h] = [Math.round(width / 2), Math.round(height / 2)];
  const half = await sharp(resaved).resize(w, h).jpeg({ quality: 70 }).toBuffer();
  return sharp(half)
    .extract({
      left: Math.round(w * left),
      top: Math.round(h * top),
      width: Math.round(w * (1 - left - right)),
      height: Math.round(h * (1 - top - bottom)),
    })
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A local path of an address the API gave. */
export const local = (url: string) => {
  const parsed = new URL(url, 'http://localhost:3000');
  return parsed.pathname + parsed.search;
};

/** A paid Snap of `image` by `creator`. */
export async function paidSnap(
  creator: { browser: Client },
  image: Buffer,
  body: Record<string, unknown> = { price_id: 4 },
) {
  const url = await uploadImage(creator, image);
  const made = await creator.browser.post('/v1/user/content/images/create', { image: url, ...body });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { id: string; type: 'image' };
}

/** The Snap as `who` sees it: the address of its original. */
export async function originalUrl(who: { browser: Client }, pageUrl: string, snapId: string) {
  const view = await who.browser.get(`/v1/profile/content/images/${pageUrl}/image_id/${snapId}`);
  expect(view.statusCode, view.body).toBe(200);
  return local(view.json().data.image_url as string);
}

/** A leak lookup of `image` by `who` (a creator, or staff at their address). */
export const lookup = (who: { browser: Client }, image: Buffer, url = '/v1/user/marks/lookups') => {
  const { payload, headers } = multipartFile(image, { filename: 'found.jpg', contentType: 'image/jpeg' });
  return who.browser.post(url, payload, headers);
};
