import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

export function createImagesRepository(db: Db) {
  return {
    async record(rows: (typeof uploads.$inferInsert)[]) {
      await db.insert(uploads).values(rows);
    },

    async isOwn(userId: string, key: string) {
      const [row] = await db
        .select({ key: uploads.key })
        .from(uploads)
        .where(and(eq(uploads.key, key), eq(uploads.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    /** Marks an unclaimed upload (and its variants) as taken; answers the keys that were not yet. */
    async takeForPublicUse(userId: string, key: string) {
      const rows = await db
        .update(uploads)
        .set({ claimedAt: new Date() })
        .where(
          and(
            eq(uploads.userId, userId),
            eq(uploads.kind, 'upload'),
            isNull(uploads.claimedAt),
            or(eq(uploads.key, key), eq(uploads.parentKey, key)),
          ),
        )
        .returning({ key: uploads.key });
      return rows.map((row) => row.key);
    },

    async isUnclaimedUploadOf(userId: string, key: string) {
      const [row] = await db
        .select({ key: uploads.key })
        .from(uploads)
        .where(
          and(
            eq(uploads.key, key),
            eq(uploads.userId, userId),
            eq(uploads.kind, 'upload'),
            isNull(uploads.claimedAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
