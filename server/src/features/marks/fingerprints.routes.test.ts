import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photoFingerprints, photos } from '../../db/schema/index.ts';
import { createSnap, member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';
import { LOOKUP_FINGERPRINTS } from './fingerprints.service.ts';
import { leaked, lookup, paidSnap, testPhoto as photo } from './marks.testing.ts';

const t = useTestApp();

describe("a creator's photos for the leak lookup", () => {
  it('are compared a few at a first lookup, which says how many wait; the job makes the rest', async () => {
    const creator = await member(t);
    const snap = await paidSnap(creator, await photo(71));
    const others = [];
    for (let i = 0; i < LOOKUP_FINGERPRINTS + 1; i++) others.push(await createSnap(creator, { price_id: 4 }));
    const postIds = [snap.id, ...others.map((post) => post.id)];
    const [own] = await t.db.select().from(photos).where(eq(photos.postId, snap.id));
    const copy = await leaked((await t.storage.read(own!.originalKey, 'private'))!);

    // no photo of theirs has a fingerprint yet: the lookup makes some, not all, and says so
    const first = await lookup(creator, copy);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.photos_pending).toBe(postIds.length - LOOKUP_FINGERPRINTS);
    const made = async () =>
      (
        await t.db
          .select({ id: photoFingerprints.photoId })
          .from(photoFingerprints)
          .innerJoin(photos, eq(photos.id, photoFingerprints.photoId))
          .where(inArray(photos.postId, postIds))
      ).length;
    expect(await made()).toBe(LOOKUP_FINGERPRINTS);

    await t.jobs.send('photo-fingerprints', {});
    await t.jobs.drain('photo-fingerprints');
    expect(await made()).toBe(postIds.length);
    // every photo compared: the copy is found to be of the creator's Snap, which no one's mark is on
    const again = (await lookup(creator, copy)).json().data;
    expect(again).toMatchObject({ outcome: 'no_mark', photo: { post_id: snap.id }, photos_pending: 0 });
  }, 120_000);
});
