import { and, eq } from 'drizzle-orm';
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
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
