import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sceneImage } from '../../seed/demo-pictures.ts';
import { fingerprintOf, probeOf, resemblance, SAME_PHOTO } from './fingerprint.ts';

const palette = {
  sky: ['#7fb2e5', '#f3d9b1'],
  sun: '#ffd27f',
  hills: ['#5d8a66', '#3f6b4f', '#2b4a38'],
} as unknown as Parameters<typeof sceneImage>[0];

/** A scene with a camera's grain over it: photos alike in colours and layout, the hard case. */
async function photo(seed: number, width = 1200, height = 800) {
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

/** Re-saved at JPEG 70, halved, and cut by the shares of each side given (left, top, right, bottom). */
async function attacked(image: Buffer, [left, top, right, bottom]: [number, number, number, number]) {
  const resaved = await sharp(image).jpeg({ quality: 70 }).toBuffer();
  const { width, height } = await sharp(image).metadata();
  const [w, h] = [Math.round(width! / 2), Math.round(height! / 2)];
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

describe("a photo's fingerprint", () => {
  it('knows a copy re-saved at JPEG 70, halved and cropped 10 % for its own photo, and no other', async () => {
    const seeds = [61, 62, 63, 64, 65];
    const originals = await Promise.all(seeds.map((seed) => photo(seed)));
    const prints = await Promise.all(originals.map((original) => fingerprintOf(original)));
    const crops: [number, number, number, number][] = [
      [0.1, 0.1, 0.1, 0.1],
      [0.1, 0, 0, 0.1],
      [0, 0.05, 0.1, 0],
    ];
    for (const [i, original] of originals.entries()) {
      for (const crop of crops) {
        const probe = await probeOf(await attacked(original, crop));
        const scores = prints.map((print) => resemblance(print, probe));
        expect(scores[i], `photo ${i}, crop ${crop}`).toBeGreaterThanOrEqual(SAME_PHOTO);
        expect(
          scores.filter((score) => score >= SAME_PHOTO),
          `photo ${i}, crop ${crop}`,
        ).toHaveLength(1);
      }
    }
  }, 60_000);

  it('is a 32 × 32 grey thumbnail whatever the shape', async () => {
    const print = await fingerprintOf(await photo(66, 300, 900));
    expect(Buffer.from(print, 'base64')).toHaveLength(32 * 32);
    // a flat image resembles nothing
    const flat = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(resemblance(print, await probeOf(flat))).toBe(0);
  });
});
