import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FileRemover, StoredFile } from '../../providers/storage/storage.ts';

const BATCH = 500;

/**
 * Forgets images nothing uses any more and queues the removal of their files, in one transaction per
 * batch: uploads nothing took within a day (private), and avatars and covers their owner has replaced
 * (public; an hour's grace covers one being set right now). Answers how many files go.
 */
export async function cleanStorage(deps: { db: Db; removeFiles: FileRemover; now?: Date }) {
  const now = deps.now ?? new Date();
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const hourAgo = new Date(now.getTime() - 3_600_000);
  let total = 0;
  for (;;) {
    const removed = await deps.db.transaction(async (tx) => {
      const unclaimed = (await tx.execute(sql`
        delete from uploads where key in (
          select key from uploads
          where kind = 'upload' and claimed_at is null and created_at < ${dayAgo.toISOString()}
          limit ${BATCH}
        ) returning key`)) as unknown as { rows: { key: string }[] };
      const replaced = (await tx.execute(sql`
        delete from uploads where key in (
          select u.key from uploads u
          where u.kind in ('avatar', 'cover') and u.created_at < ${hourAgo.toISOString()}
            and not exists (
              select 1 from users
              where users.avatar = '/media/' || coalesce(u.parent_key, u.key)
                 or users.cover_photo = '/media/' || coalesce(u.parent_key, u.key)
            )
          limit ${BATCH}
        ) returning key`)) as unknown as { rows: { key: string }[] };
      const files: StoredFile[] = [
        ...unclaimed.rows.map((row) => ({ key: row.key, area: 'private' as const })),
        ...replaced.rows.map((row) => ({ key: row.key, area: 'public' as const })),
      ];
      await deps.removeFiles(tx, files);
      return { files: files.length, full: unclaimed.rows.length === BATCH || replaced.rows.length === BATCH };
    });
    total += removed.files;
    if (!removed.full) return total;
  }
}
