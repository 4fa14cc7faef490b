import { and, asc, eq, isNull } from 'drizzle-orm';
import { uploads } from '../../db/schema/index.ts';
import type { PersonalDataPart } from '../personal-data.ts';

const basename = (key: string) => key.split('/').pop()!;

/**
 * The images the person uploaded that no photo post took (avatars, covers, images of goals…): the copy
 * carries them under files/, and they go at erasure with their files.
 */
export const imagesPersonalData: PersonalDataPart = {
  name: 'images',
  export: {
    tables: [uploads],
    async files(db, userId) {
      const rows = await db
        .select({
          key: uploads.key,
          kind: uploads.kind,
          claimedAt: uploads.claimedAt,
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), isNull(uploads.parentKey)))
        .orderBy(asc(uploads.createdAt), asc(uploads.key));
      return rows.map((upload) => ({
        path: `files/${upload.kind}s/${basename(upload.key)}`,
        key: upload.key,
        // an upload no post or field took stays private; the others are public
        area: upload.kind === 'upload' && !upload.claimedAt ? ('private' as const) : ('public' as const),
        kind: upload.kind,
        postId: null,
        uploadedAt: upload.createdAt,
      }));
    },
  },
  erase: {
    tables: [uploads],
    async gather(tx, { userId }) {
      const uploaded = await tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, userId));
      // an upload's area depends on whether something took it: both are asked, a missing file is no error
      return {
        files: uploaded.flatMap(({ key }) => [
          { key, area: 'public' as const },
          { key, area: 'private' as const },
        ]),
      };
    },
    async run(tx, { userId }) {
      await tx.delete(uploads).where(eq(uploads.userId, userId));
    },
  },
};
