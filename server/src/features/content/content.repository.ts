import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { StoredFile } from '../../providers/storage/storage.ts';
import { photoPosts, photos, uploads, users, accountDeletions } from '../../db/schema/index.ts';
import { createPurchaseQueries } from './content-purchases.repository.ts';
import { createScheduleQueries } from './content-schedule.repository.ts';
import { createShownPostQueries } from './content-shown.repository.ts';

export type { ReactionsOf, ShownPost } from './content-shown.repository.ts';

import type { PostKind } from './content.rows.ts';

export type { PhotoPostRow, PhotoRow, PostKind } from './content.rows.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const creatorColumns = {
  id: users.id,
  pageUrl: users.pageUrl,
  pageName: users.pageName,
  avatar: users.avatar,
  avatarWh100: users.avatarWh100,
  status: users.status,
  // a creator who asked for their account to be erased: since when (its buyers keep 15 days, 0017, 0096)
  closedForErasureAt: sql<Date | null>`(select ${accountDeletions.requestedAt} from ${accountDeletions}
    where ${accountDeletions.userId} = ${users.id} and ${accountDeletions.erasedAt} is null)`.mapWith(
    accountDeletions.requestedAt,
  ),
};
export type CreatorRow = {
  id: string;
  pageUrl: string;
  pageName: string;
  avatar: string | null;
  avatarWh100: string | null;
};

/** The files a photo leaves in storage. */
export interface PhotoFiles {
  originalKey: string;
  wh500Key: string;
  wh500WebpKey: string | null;
  previewKey: string;
}

/** Where a photo's files are, to remove them with it: all private but the blurred preview. */
export const storedFilesOf = (photo: PhotoFiles): StoredFile[] => [
  { key: photo.originalKey, area: 'private' },
  { key: photo.wh500Key, area: 'private' },
  ...(photo.wh500WebpKey ? [{ key: photo.wh500WebpKey, area: 'private' as const }] : []),
  { key: photo.previewKey, area: 'public' },
];

/**
 * Photo posts and their photos; the posts as a page shows them (content-shown), their purchases
 * (content-purchases) and those scheduled (content-schedule) are read through it too.
 */
export function createContentRepository(db: Db) {
  return {
    ...createShownPostQueries(db),
    ...createPurchaseQueries(db),
    ...createScheduleQueries(db),

    async insertPost(tx: Tx, values: typeof photoPosts.$inferInsert) {
      const [row] = await tx.insert(photoPosts).values(values).returning();
      return row!;
    },

    async updatePost(tx: Tx, postId: string, values: Partial<typeof photoPosts.$inferInsert>) {
      const [row] = await tx
        .update(photoPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(photoPosts.id, postId))
        .returning();
      return row!;
    },

    async deletePost(tx: Tx, postId: string) {
      await tx.delete(photoPosts).where(eq(photoPosts.id, postId));
    },

    /** The creator's own post, not deleted, locked for the rest of the transaction. */
    async lockOwn(tx: Tx, userId: string, postId: string, kind: PostKind) {
      if (!isUuid(postId)) return null;
      const [row] = await tx
        .select()
        .from(photoPosts)
        .where(
          and(
            eq(photoPosts.id, postId),
            eq(photoPosts.userId, userId),
            eq(photoPosts.kind, kind),
            isNull(photoPosts.deletedAt),
          ),
        )
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** Any post by its id, deleted or not, locked for the rest of the transaction (staff's). */
    async lockById(tx: Tx, postId: string) {
      const [row] = await tx
        .select()
        .from(photoPosts)
        .where(eq(photoPosts.id, postId))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** A post with its creator (any status: the caller decides), or null. */
    async findPost(postId: string) {
      if (!isUuid(postId)) return null;
      const [row] = await db
        .select({ post: photoPosts, creator: creatorColumns })
        .from(photoPosts)
        .innerJoin(users, eq(users.id, photoPosts.userId))
        .where(eq(photoPosts.id, postId))
        .limit(1);
      return row ?? null;
    },

    /** A photo with its post and creator. */
    async findPhoto(photoId: string) {
      if (!isUuid(photoId)) return null;
      const [row] = await db
        .select({ photo: photos, post: photoPosts, creator: creatorColumns })
        .from(photos)
        .innerJoin(photoPosts, eq(photoPosts.id, photos.postId))
        .innerJoin(users, eq(users.id, photoPosts.userId))
        .where(eq(photos.id, photoId))
        .limit(1);
      return row ?? null;
    },

    async photosOf(executor: Db | Tx, postIds: string[]) {
      if (!postIds.length) return [];
      return executor
        .select()
        .from(photos)
        .where(inArray(photos.postId, postIds))
        .orderBy(asc(photos.postId), asc(photos.position));
    },

    async insertPhotos(tx: Tx, rows: (typeof photos.$inferInsert)[]) {
      if (rows.length) await tx.insert(photos).values(rows);
    },

    async updatePhoto(tx: Tx, photoId: string, values: Partial<typeof photos.$inferInsert>) {
      await tx.update(photos).set(values).where(eq(photos.id, photoId));
    },

    async deletePhotos(tx: Tx, photoIds: string[]) {
      if (photoIds.length) await tx.delete(photos).where(inArray(photos.id, photoIds));
    },

    /**
     * Takes one of the user's uploads (by the key of its main image) for a photo: its rows leave the
     * uploads table, so it is no longer an image other fields may name, and two posts cannot take it.
     * Null when it is not the user's, was taken before, or lacks the variants a photo needs.
     */
    async claimUpload(tx: Tx, userId: string, key: string) {
      const rows = await tx
        .delete(uploads)
        .where(
          and(
            eq(uploads.userId, userId),
            eq(uploads.kind, 'upload'),
            // an upload already taken for a public image field cannot become a locked photo
            isNull(uploads.claimedAt),
            or(eq(uploads.key, key), eq(uploads.parentKey, key)),
          ),
        )
        .returning();
      const main = rows.find((row) => row.key === key && row.parentKey === null);
      const variant = (name: string) =>
        rows.find((row) => row.parentKey === key && row.variant === name)?.key;
      const wh500Key = variant('WH500');
      const previewKey = variant('PREVIEW');
      if (!main || !wh500Key || !previewKey) return null;
      return {
        originalKey: key,
        wh500Key,
        // an animated GIF has none
        wh500WebpKey: variant('WH500_WEBP') ?? null,
        previewKey,
        wh100Key: variant('WH100') ?? null,
      };
    },

    async findCreator(userId: string): Promise<CreatorRow | null> {
      const [row] = await db.select(creatorColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /**
     * Removes deleted posts whose grace has ended, with their photos (purchases stay as records of their
     * payments). Rows another run holds are skipped, so every instance may run this at once.
     */
    async purgeExpired(tx: Tx, now: Date, limit: number) {
      const expired = await tx
        .select({ id: photoPosts.id, kind: photoPosts.kind })
        .from(photoPosts)
        .where(and(isNotNull(photoPosts.deletedAt), lte(photoPosts.availableUntil, now)))
        .orderBy(asc(photoPosts.availableUntil))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (!expired.length) return { posts: [], files: [] };
      const ids = expired.map((post) => post.id);
      const files = await tx
        .select({
          originalKey: photos.originalKey,
          wh500Key: photos.wh500Key,
          wh500WebpKey: photos.wh500WebpKey,
          previewKey: photos.previewKey,
        })
        .from(photos)
        .where(inArray(photos.postId, ids));
      await tx.delete(photoPosts).where(inArray(photoPosts.id, ids));
      return { posts: expired, files };
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
