import type { ContentType, HashtagSourceType } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { typeOf } from './content.presenter.ts';
import type { ContentRepository } from './content.repository.ts';

const BATCH = 100;

/**
 * Removes deleted posts whose 15 days for buyers are over: rows (with their reactions and tags) in one
 * transaction, then their files. Returns how many posts went. Safe on every instance at once.
 */
export async function purgeDeletedPhotoPosts(deps: {
  db: Db;
  repository: Pick<ContentRepository, 'purgeExpired'>;
  storage: Storage;
  forget: (tx: Tx, type: ContentType, contentId: string) => Promise<void>;
  forgetTags: (tx: Tx, type: HashtagSourceType, sourceId: string) => Promise<void>;
  log: { error(obj: object, msg: string): void };
  now?: Date;
}) {
  const now = deps.now ?? new Date();
  let total = 0;
  for (;;) {
    const { posts, files } = await deps.db.transaction(async (tx) => {
      const purged = await deps.repository.purgeExpired(tx, now, BATCH);
      for (const post of purged.posts) {
        await deps.forget(tx, typeOf(post), post.id);
        await deps.forgetTags(tx, typeOf(post), post.id);
      }
      return purged;
    });
    // a file left behind by a crash here is private or a blurred preview, and named nowhere any more
    await Promise.all(
      files.flatMap((photo) =>
        [
          deps.storage.remove(photo.originalKey, 'private'),
          deps.storage.remove(photo.wh500Key, 'private'),
          deps.storage.remove(photo.previewKey, 'public'),
        ].map((removal) =>
          removal.catch((err: unknown) => deps.log.error({ err }, 'removing a purged photo file failed')),
        ),
      ),
    );
    total += posts.length;
    if (posts.length < BATCH) return total;
  }
}
