import type { ContentType, HashtagSourceType } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { FileRemover } from '../../providers/storage/storage.ts';
import { typeOf } from './content.presenter.ts';
import { type ContentRepository, storedFilesOf } from './content.repository.ts';

const BATCH = 100;

/**
 * Removes deleted posts whose 15 days for buyers are over: rows (with their reactions and tags) and the
 * removal of their files queued in one transaction. Returns how many posts went. Safe on every
 * instance at once.
 */
export async function purgeDeletedPhotoPosts(deps: {
  db: Db;
  repository: Pick<ContentRepository, 'purgeExpired'>;
  removeFiles: FileRemover;
  forget: (tx: Tx, type: ContentType, contentId: string) => Promise<void>;
  forgetTags: (tx: Tx, type: HashtagSourceType, sourceId: string) => Promise<void>;
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
      await deps.removeFiles(tx, purged.files.flatMap(storedFilesOf));
      return purged.posts;
    });
    total += posts.length;
    if (posts.length < BATCH) return total;
  }
}
