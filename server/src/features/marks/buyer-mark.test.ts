import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MATCH_SIGMA, markPattern, markPhoto, readMark } from './buyer-mark.ts';
import { leaked, testPhoto as photo } from './marks.testing.ts';

const SECRET = 'a-secret-of-this-installation';

/** A crop for the n-th copy: 10 % off every side, or up to 10 % off each side in turn. */
const cropOf = (n: number): [number, number, number, number] =>
  n % 2 === 0 ? [0.1, 0.1, 0.1, 0.1] : [(n % 5) / 50, (n % 3) / 30, (n % 7) / 70, (n % 4) / 40];

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe("a buyer's mark", () => {
  it('traces each of 50 leaked copies to its own purchase, and finds none in 50 unmarked ones', async () => {
    const original = await photo(11);
    const before = sha(original);
    const purchases = Array.from({ length: 50 }, () => {
      const id = crypto.randomUUID();
      return { id, pattern: markPattern(SECRET, id) };
    });

    const traced: string[] = [];
    const wrong: string[] = [];
    for (const [n, purchase] of purchases.entries()) {
      const copy = await leaked(await markPhoto(original, purchase.pattern), cropOf(n));
      const reading = await readMark(original, copy, purchases);
      if (reading.found && reading.id === purchase.id) traced.push(purchase.id);
      else if (reading.found) wrong.push(purchase.id);
    }
    expect(traced.length).toBeGreaterThanOrEqual(48);
    expect(wrong).toEqual([]);

    // copies of the unmarked original, saved and cut the same ways, name no one
    const named: string[] = [];
    for (let n = 0; n < 50; n++) {
      const reading = await readMark(original, await leaked(original, cropOf(n)), purchases);
      if (reading.found) named.push(reading.id);
      else expect(reading.sigma).toBeLessThan(MATCH_SIGMA);
    }
    expect(named).toEqual([]);
    // and the creator's original is as it was
    expect(sha(original)).toBe(before);
  }, 240_000);

  it('cannot be seen: the marked copy stays within a few levels of the original, everywhere', async () => {
    const original = await photo(12);
    const marked = await markPhoto(original, markPattern(SECRET, crypto.randomUUID()));
    const [a, b] = await Promise.all(
      [original, marked].map((image) => sharp(image).raw().toBuffer({ resolveWithObject: true })),
    );
    expect(b!.info.width).toBe(a!.info.width);
    expect(b!.info.height).toBe(a!.info.height);
    let squares = 0;
    for (let i = 0; i < a!.data.length; i++) squares += (a!.data[i]! - b!.data[i]!) ** 2;
    // peak signal to noise: above 40 dB is a difference no eye finds
    const psnr = 10 * Math.log10((255 * 255) / (squares / a!.data.length));
    expect(psnr).toBeGreaterThan(40);
  });

  it('says a copy of another photo is not a copy of this one, and patterns differ by purchase and secret', async () => {
    const original = await photo(13);
    const id = crypto.randomUUID();
    const purchases = [{ id, pattern: markPattern(SECRET, id) }];
    const other = await leaked(await markPhoto(await photo(14), purchases[0]!.pattern), [0.1, 0.1, 0.1, 0.1]);
    expect(await readMark(original, other, purchases)).toMatchObject({
      found: false,
      reason: 'not-this-photo',
    });

    const same = (a: Int8Array, b: Int8Array) => a.filter((sign, i) => sign === b[i]).length / a.length;
    expect(markPattern(SECRET, id)).toEqual(markPattern(SECRET, id));
    // unrelated patterns agree on about half their cells, as chance would
    expect(same(markPattern(SECRET, id), markPattern(SECRET, crypto.randomUUID()))).toBeCloseTo(0.5, 1);
    expect(same(markPattern(SECRET, id), markPattern('another-secret', id))).toBeCloseTo(0.5, 1);
  });
});
