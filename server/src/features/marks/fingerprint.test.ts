import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, probeOf, resemblance, SAME_PHOTO } from './fingerprint.ts';
import { leaked as attacked, testPhoto as photo } from './marks.testing.ts';

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
