import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photos } from '../../db/schema/index.ts';
import { buyPost, client, member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { leaked, lookup, originalUrl, paidSnap, testPhoto } from './marks.testing.ts';
import { withVisibleMark } from './visible-mark.ts';

const t = useTestApp();
const SETTINGS = '/v1/user/marks/settings';

/** The mean absolute difference of two images' brightness over a box of shares of their size. */
async function differenceIn(
  a: Buffer,
  b: Buffer,
  box: { left: number; top: number; width: number; height: number },
) {
  const grey = async (image: Buffer) => {
    const { width, height } = await sharp(image).metadata();
    return sharp(image)
      .extract({
        left: Math.round(width * box.left),
        top: Math.round(height * box.top),
        width: Math.round(width * box.width),
        height: Math.round(height * box.height),
      })
      .grayscale()
      .raw()
      .toBuffer();
  };
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  let total = 0;
  for (let i = 0; i < x.length; i++) total += Math.abs(x[i]! - y[i]!);
  return total / x.length;
}

const corner = { left: 0.5, top: 0.88, width: 0.5, height: 0.12 };
const middle = { left: 0.25, top: 0.25, width: 0.5, height: 0.5 };

describe("a creator's visible mark", () => {
  it('is off until chosen, kept as chosen, and asked of the creator alone, with each bad field said', async () => {
    const creator = await member(t);
    expect((await creator.browser.get(SETTINGS)).json()).toEqual({ data: { visible_mark: false } });

    const refusals: [unknown, string, string][] = [
      [{ visible_mark: 'yes' }, 'visible_mark', 'The visible mark field must be true or false.'],
      [{}, 'visible_mark', 'The visible mark field must be true or false.'],
      [{ visible_mark: true, corner: 'top' }, 'corner', ''],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await creator.browser.put(SETTINGS, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
      if (message) expect(refused.json().errors[field]).toEqual([message]);
    }
    expect((await creator.browser.get(SETTINGS)).json().data.visible_mark).toBe(false);

    const saved = await creator.browser.put(SETTINGS, { visible_mark: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { visible_mark: true } });
    expect((await creator.browser.get(SETTINGS)).json().data.visible_mark).toBe(true);
    // someone else's choice is their own
    expect((await (await member(t)).browser.get(SETTINGS)).json().data.visible_mark).toBe(false);

    const stranger = client(t);
    expect((await stranger.get(SETTINGS)).statusCode).toBe(401);
    expect((await stranger.put(SETTINGS, { visible_mark: false })).statusCode).toBe(401);
  });

  it("puts each buyer's own page address in the corner of their copy, and the lookup still names them", async () => {
    const creator = await member(t);
    const snap = await paidSnap(creator, await testPhoto(41));
    const [row] = await t.db.select().from(photos).where(eq(photos.postId, snap.id));
    const original = (await t.storage.read(row!.originalKey, 'private'))!;
    const early = await member(t);
    await buyPost(t, early, snap);
    const before = (await early.browser.get(await originalUrl(early, creator.page_url, snap.id))).rawPayload;

    expect((await creator.browser.put(SETTINGS, { visible_mark: true })).statusCode).toBe(200);
    const [ana, ben] = [await member(t), await member(t)];
    const copies: Buffer[] = [];
    for (const buyer of [ana, ben]) {
      await buyPost(t, buyer, snap);
      copies.push((await buyer.browser.get(await originalUrl(buyer, creator.page_url, snap.id))).rawPayload);
    }
    const host = new URL(t.config.publicUrl).host;
    for (const [i, buyer] of [ana, ben].entries()) {
      const copy = copies[i]!;
      // the middle is the photo, the corner carries words
      expect(await differenceIn(copy, original, middle)).toBeLessThan(3);
      expect(await differenceIn(copy, original, corner)).toBeGreaterThan(
        2 * (await differenceIn(copy, original, middle)),
      );
      // and the words are this buyer's page address, not the other's
      const own = await withVisibleMark(original, `${host}/${buyer.page_url}`);
      const others = await withVisibleMark(original, `${host}/${[ana, ben][1 - i]!.page_url}`);
      expect(await differenceIn(copy, own, corner)).toBeLessThan(await differenceIn(copy, others, corner));
    }

    // a copy made before the choice is kept as it was: no words on it
    const again = (await early.browser.get(await originalUrl(early, creator.page_url, snap.id))).rawPayload;
    expect(again.equals(before)).toBe(true);
    expect(await differenceIn(before, original, corner)).toBeLessThan(3);

    // the invisible mark still names whose copy leaked
    const found = await lookup(creator, await leaked(copies[1]!));
    expect(found.json().data).toMatchObject({ outcome: 'named', viewer: { page_url: ben.page_url } });
    expect(found.json().data.confidence.sigma).toBeGreaterThanOrEqual(6);

    // and the creator's own view stays the original
    const own = await creator.browser.get(await originalUrl(creator, creator.page_url, snap.id));
    expect(own.rawPayload.equals(original)).toBe(true);
  }, 120_000);
});
