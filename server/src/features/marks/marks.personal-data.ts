import { asc, eq, or, sql } from 'drizzle-orm';
import {
  leakLookups,
  leakReports,
  markSettings,
  photoFingerprints,
  photoMarks,
  photos,
  users,
} from '../../db/schema/index.ts';
import { at, part, type PersonalDataPart } from '../personal-data.ts';

/**
 * The marked copies of paid originals made for a person (decision 0154), the fingerprints of a creator's
 * photos, and the leak lookups and reports a creator made or that name a person.
 */
export const marksPersonalData: PersonalDataPart = {
  name: 'marks',
  export: {
    tables: [photoMarks, leakLookups, leakReports, markSettings],
    async parts({ db, userId }) {
      const copies = await db
        .select({ mark: photoMarks, pageUrl: users.pageUrl, position: photos.position })
        .from(photoMarks)
        .innerJoin(users, eq(users.id, photoMarks.creatorUserId))
        .leftJoin(photos, eq(photos.id, photoMarks.photoId))
        .where(eq(photoMarks.viewerUserId, userId))
        .orderBy(asc(photoMarks.createdAt), asc(photoMarks.id));
      const lookups = await db
        .select()
        .from(leakLookups)
        .where(eq(leakLookups.creatorUserId, userId))
        .orderBy(asc(leakLookups.createdAt), asc(leakLookups.id));
      const choices = await db.select().from(markSettings).where(eq(markSettings.creatorUserId, userId));
      const reports = await db
        .select()
        .from(leakReports)
        .where(or(eq(leakReports.creatorUserId, userId), eq(leakReports.viewerUserId, userId)))
        .orderBy(asc(leakReports.createdAt), asc(leakReports.id));
      return [
        part(
          'mark-settings',
          "Your choice for your buyers' copies: whether each also shows their page address in a corner.",
          ({ col }) => [col('visible_mark', (r) => r.visibleMark), col('updated_at', (r) => at(r.updatedAt))],
          choices,
        ),
        part(
          'marked-copies',
          'The paid photos you opened: each original you received carries a mark of its own, made the first time you opened it.',
          ({ col }) => [
            col('post_id', (r) => r.mark.postId),
            col('photo_position', (r) => r.position),
            col('creator_page_url', (r) => r.pageUrl),
            col('access', (r) => r.mark.access),
            // the purchase of the post, or of the shop bundle that included it (decision 0167)
            col('purchase_id', (r) => r.mark.purchaseId ?? r.mark.productPurchaseId),
            col('first_opened_at', (r) => at(r.mark.createdAt)),
          ],
          copies,
        ),
        part(
          'leak-lookups',
          'The copies of your photos you looked up: what each lookup found.',
          ({ col }) => [
            col('id', (r) => r.id),
            col('outcome', (r) => r.outcome),
            col('photo_id', (r) => r.photoId),
            col('by_staff', (r) => Boolean(r.staffUserId)),
            col('created_at', (r) => at(r.createdAt)),
          ],
          lookups,
        ),
        part(
          'leak-reports',
          'The reports of leaked copies you sent, or that name you: their status and what staff did.',
          ({ col }) => [
            col('id', (r) => r.id),
            col('sent_by_you', (r) => r.creatorUserId === userId),
            col('post_id', (r) => r.postId),
            col('note', (r) => (r.creatorUserId === userId ? r.note : null)),
            col('status', (r) => r.status),
            col('access_revoked_at', (r) => at(r.accessRevokedAt)),
            col('suspended_at', (r) => at(r.suspendedAt)),
            col('created_at', (r) => at(r.createdAt)),
            col('closed_at', (r) => at(r.closedAt)),
          ],
          reports,
        ),
      ];
    },
  },
  erase: {
    tables: [photoMarks, photoFingerprints, leakLookups, markSettings],
    async gather(tx, { userId }) {
      const rows = await tx
        .select({ key: photoMarks.fileKey })
        .from(photoMarks)
        .where(or(eq(photoMarks.viewerUserId, userId), eq(photoMarks.creatorUserId, userId)));
      return { files: rows.map((row) => ({ key: row.key, area: 'private' as const })) };
    },
    async run(tx, { userId: u }) {
      // the person's copies, and the copies of their photos, with their files (gathered above)
      await tx.execute(sql`delete from photo_marks where viewer_user_id = ${u} or creator_user_id = ${u}`);
      await tx.execute(sql`delete from photo_fingerprints where creator_user_id = ${u}`);
      await tx.execute(sql`delete from mark_settings where creator_user_id = ${u}`);
      // a lookup a report was made from stays with the report; the others go
      await tx.execute(sql`
        delete from leak_lookups l where l.creator_user_id = ${u}
          and not exists (select 1 from leak_reports r where r.lookup_id = l.id)`);
      await tx.execute(sql`update leak_lookups set staff_user_id = null where staff_user_id = ${u}`);
      await tx.execute(sql`update leak_reports set note = null where creator_user_id = ${u}`);
    },
  },
  notExported: [
    [
      photoFingerprints,
      'a 32 × 32 grey thumbnail of each of your photos, made from the originals the copy holds',
    ],
  ],
  kept: [
    [
      leakReports,
      'a case staff acted on: who reported whose copy of which post, and what was done (the creator’s note removed)',
    ],
  ],
};
