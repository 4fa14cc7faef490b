import type { ContentType, HashtagSourceType } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { FileRemover, StoredFile } from '../../providers/storage/storage.ts';
import { typeOf } from './content.presenter.ts';
import { type ContentRepository, storedFilesOf } from './content.repository.ts';

const BATCH = 100;

/**
 * Removes deleted posts whose 15 days for buyers are over: rows (with their reactions and tags) and the
 * removal of their files queued in one transaction, with the viewers' marked copies of photos now gone.
 * Returns how many posts went. Safe on every instance at once.
 */
export async function purgeDeletedPhotoPosts(deps: {
  db: Db;
  repository: Pick<ContentRepository, 'purgeExpired'>;
  removeFiles: FileRemover;
  forget: (tx: Tx, type: ContentType, contentId: string) => Promise<void>;
  forgetTags: (tx: Tx, type: HashtagSourceType, sourceId: string) => Promise<void>;
  /**
   * Removes the viewers' marked copies no longer anyone's (of the photos purged here or gone before, of
   * refunded purchases; decision 0154), returning their files.
   */
  purgeMarks?: (tx: Tx) => Promise<StoredFile[]>;
  now?: Date;
}) {
  const now = deps.now ?? new Date();
  let total = 0;
  for (;;) {
    const posts = await deps.db.transaction(async (tx) => {
      const purged = await deps.repository.purgeExpired(tx, now, BATCH);
      for (const post of purged.posts) {
        await deps.forget(tx, typeOf(post), post.id);
        await deps.forgetTags(tx, typeOf(post), post.id);
      }
      const marks = deps.purgeMarks ? await deps.purgeMarks(tx) : [];
      await deps.removeFiles(tx, [...purged.files.flatMap(storedFilesOf), ...marks]);
      return purged.posts;
    });
    total += posts.length;
    if (posts.length < BATCH) return total;
  }
}
