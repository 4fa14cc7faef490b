import type { photoPosts, photos } from '../../db/schema/index.ts';

/** A post and a photo as their tables keep them: what the content repository's parts read and answer. */
export type PhotoPostRow = typeof photoPosts.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type PostKind = PhotoPostRow['kind'];
