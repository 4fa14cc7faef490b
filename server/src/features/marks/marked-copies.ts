import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import type { Storage, StoredFile } from '../../providers/storage/storage.ts';
import { markPattern, markPhoto } from './buyer-mark.ts';
import { fingerprintOf } from './fingerprint.ts';
import type { MarksRepository } from './marks.repository.ts';
import { withVisibleMark } from './visible-mark.ts';

/** A photo as its file route knows it: enough to make and find its viewers' copies. */
export interface MarkablePhoto {
  id: string;
  originalKey: string;
}

const BATCH = 200;

/**
 * Each viewer's own copy of a paid original (decision 0154): made, with a mark keyed by a seed of its own,
 * the first time a buyer or member opens the original, kept in private storage, and read at every later
 * open. Two first opens at once make one copy: the row is unique per photo and viewer, and the open that
 * loses removes its file and serves the winner's. A creator who chose a visible mark too (decision 0163)
 * has the viewer's page address drawn in a corner first, as `siteHost/page` (`pixel.ph/ana`). A buyer's copy
 * names their purchase of the post, or of a shop bundle that includes it (decision 0167).
 */
export function createMarkedCopies(deps: {
  repository: MarksRepository;
  storage: Storage;
  siteHost: string;
}) {
  const { repository, storage } = deps;

  /** The original as the viewer's copy starts: with their page address on it when the creator chose so. */
  async function startOf(original: Buffer, creatorUserId: string, viewerId: string) {
    if (!(await repository.visibleMark(creatorUserId))) return original;
    const pageUrl = await repository.pageUrlOf(viewerId);
    return pageUrl ? withVisibleMark(original, `${deps.siteHost}/${pageUrl}`) : original;
  }

  /** Keeps the photo's fingerprint, made from its original, for the leak lookup. */
  async function fingerprint(photo: MarkablePhoto, creatorUserId: string, original: Buffer) {
    const thumbnail = await fingerprintOf(original);
    await repository.saveFingerprint({ photoId: photo.id, creatorUserId, thumbnail });
  }

  return {
    fingerprint,

    /**
     * The storage key of the viewer's marked copy of the photo's original, made now if this is their first
     * open. Null when there is nothing to mark (the original is missing) or the viewer no longer has what
     * opened it (a purchase, or a bundle that includes the post, refunded between the check and here).
     */
    async copyFor(input: {
      photo: MarkablePhoto;
      postId: string;
      creatorUserId: string;
      viewerId: string;
      access: 'buyer' | 'member';
    }): Promise<string | null> {
      const { photo, viewerId } = input;
      const kept = await repository.findMark(photo.id, viewerId);
      if (kept) return kept.fileKey;
      const purchaseId =
        input.access === 'buyer' ? await repository.purchaseOf(input.postId, viewerId) : null;
      // a buyer who did not buy the post alone got it in a shop bundle: their copy names that purchase
      const productPurchaseId =
        input.access === 'buyer' && !purchaseId
          ? await repository.bundlePurchaseOf(input.postId, viewerId)
          : null;
      const membershipId =
        input.access === 'member' ? await repository.membershipOf(input.creatorUserId, viewerId) : null;
      if (input.access === 'buyer' && !purchaseId && !productPurchaseId) return null;
      const original = await storage.read(photo.originalKey, 'private');
      if (!original) return null;
      const seed = randomBytes(32).toString('base64url');
      const marked = await markPhoto(
        await startOf(original, input.creatorUserId, viewerId),
        markPattern(seed),
      );
      const fileKey = `marks/${randomUUID()}.jpg`;
      await storage.put(fileKey, marked, 'image/jpeg', 'private');
      let row;
      try {
        row = await repository.insertMark({
          photoId: photo.id,
          postId: input.postId,
          creatorUserId: input.creatorUserId,
          viewerUserId: viewerId,
          access: input.access,
          purchaseId,
          productPurchaseId,
          membershipId,
          seed,
          fileKey,
        });
      } catch (error) {
        // the photo went while its copy was made
        await storage.remove(fileKey, 'private');
        throw error;
      }
      if (!row) {
        // another open of the same photo by the same viewer made its copy first: that one is theirs
        await storage.remove(fileKey, 'private');
        return (await repository.findMark(photo.id, viewerId))?.fileKey ?? null;
      }
      // the photo's fingerprint, while its original is at hand (the lookup makes those still missing)
      await fingerprint(photo, input.creatorUserId, original).catch(() => undefined);
      return fileKey;
    },

    /** The copies no longer anyone's (their photo gone, what opened it refunded), removed in `tx`. */
    async purge(tx: Tx): Promise<StoredFile[]> {
      const files: StoredFile[] = [];
      for (;;) {
        const keys = await repository.purgeMarks(tx, BATCH);
        files.push(...keys.map((key) => ({ key, area: 'private' as const })));
        if (keys.length < BATCH) return files;
      }
    },
  };
}

export type MarkedCopies = ReturnType<typeof createMarkedCopies>;
