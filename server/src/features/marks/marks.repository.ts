import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import {
  leakLookups,
  leakReports,
  markSettings,
  memberships,
  photoFingerprints,
  photoMarks,
  photoPosts,
  photos,
  productItems,
  productPurchases,
  purchases,
  users,
} from '../../db/schema/index.ts';

export type PhotoMarkRow = typeof photoMarks.$inferSelect;
export type LeakLookupRow = typeof leakLookups.$inferSelect;
export type LeakReportRow = typeof leakReports.$inferSelect;

const viewers = alias(users, 'viewers');
const creators = alias(users, 'creators');

/** The marked copies of photos, the photos' fingerprints, and the lookups and reports made with them. */
export function createMarksRepository(db: Db) {
  return {
    /** Whether the creator's copies carry their viewers' page addresses too (decision 0163). */
    async visibleMark(creatorUserId: string) {
      const [row] = await db
        .select({ visible: markSettings.visibleMark })
        .from(markSettings)
        .where(eq(markSettings.creatorUserId, creatorUserId))
        .limit(1);
      return row?.visible ?? false;
    },

    async saveVisibleMark(creatorUserId: string, visible: boolean, at: Date) {
      await db
        .insert(markSettings)
        .values({ creatorUserId, visibleMark: visible, updatedAt: at })
        .onConflictDoUpdate({
          target: markSettings.creatorUserId,
          set: { visibleMark: visible, updatedAt: at },
        });
    },

    /** The page address a viewer's visible mark shows. */
    async pageUrlOf(userId: string) {
      const [row] = await db
        .select({ pageUrl: users.pageUrl })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.pageUrl ?? null;
    },

    async findMark(photoId: string, viewerUserId: string) {
      const [row] = await db
        .select()
        .from(photoMarks)
        .where(and(eq(photoMarks.photoId, photoId), eq(photoMarks.viewerUserId, viewerUserId)))
        .limit(1);
      return row ?? null;
    },

    /** Writes a copy's row; null when another open of the same photo by the same viewer wrote one first. */
    async insertMark(values: typeof photoMarks.$inferInsert) {
      const [row] = await db.insert(photoMarks).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The purchase that opens the post to the buyer now: settled, not a repeat, not revoked. */
    async purchaseOf(postId: string, buyerUserId: string) {
      const [row] = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(
            eq(purchases.postId, postId),
            eq(purchases.buyerUserId, buyerUserId),
            isNotNull(purchases.settledAt),
            eq(purchases.isRepeat, false),
            isNull(purchases.revokedAt),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * The buyer's paid shop purchase of a bundle that includes the post (decision 0167), the earliest when
     * several do: what opens the post to a buyer who did not buy it alone.
     */
    async bundlePurchaseOf(postId: string, buyerUserId: string) {
      const [row] = await db
        .select({ id: productPurchases.id })
        .from(productPurchases)
        .innerJoin(productItems, eq(productItems.productId, productPurchases.productId))
        .where(
          and(
            eq(productItems.postId, postId),
            eq(productPurchases.buyerUserId, buyerUserId),
            eq(productPurchases.status, 'paid'),
          ),
        )
        .orderBy(productPurchases.paidAt, productPurchases.id)
        .limit(1);
      return row?.id ?? null;
    },

    /** The member's latest membership of the creator: the one that opens their members-only posts. */
    async membershipOf(creatorUserId: string, supporterUserId: string) {
      const [row] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(eq(memberships.creatorUserId, creatorUserId), eq(memberships.supporterUserId, supporterUserId)),
        )
        .orderBy(desc(memberships.endsAt))
        .limit(1);
      return row?.id ?? null;
    },

    async saveFingerprint(values: typeof photoFingerprints.$inferInsert) {
      await db.insert(photoFingerprints).values(values).onConflictDoNothing();
    },

    /** Every photo of the creator's posts (those deleted but kept for buyers too), with its fingerprint if made. */
    async photosOfCreator(creatorUserId: string) {
      return db
        .select({
          id: photos.id,
          postId: photos.postId,
          postKind: photoPosts.kind,
          position: photos.position,
          originalKey: photos.originalKey,
          fingerprint: photoFingerprints.thumbnail,
        })
        .from(photos)
        .innerJoin(photoPosts, eq(photoPosts.id, photos.postId))
        .leftJoin(photoFingerprints, eq(photoFingerprints.photoId, photos.id))
        .where(eq(photoPosts.userId, creatorUserId));
    },

    /** Photos with no fingerprint yet, the oldest first: the job makes theirs ahead of any lookup. */
    async photosWithoutFingerprint(limit: number) {
      return db
        .select({ id: photos.id, creatorUserId: photoPosts.userId, originalKey: photos.originalKey })
        .from(photos)
        .innerJoin(photoPosts, eq(photoPosts.id, photos.postId))
        .leftJoin(photoFingerprints, eq(photoFingerprints.photoId, photos.id))
        .where(isNull(photoFingerprints.photoId))
        .orderBy(photos.createdAt, photos.id)
        .limit(limit);
    },

    /** Where a photo is: its post, the post's kind and the photo's place in it. */
    async photoPlace(photoId: string) {
      const [row] = await db
        .select({ postId: photos.postId, postKind: photoPosts.kind, position: photos.position })
        .from(photos)
        .innerJoin(photoPosts, eq(photoPosts.id, photos.postId))
        .where(eq(photos.id, photoId))
        .limit(1);
      return row ?? null;
    },

    /** The photo's marked copies: the candidates a found copy is read against. */
    async marksOf(photoId: string) {
      return db.select().from(photoMarks).where(eq(photoMarks.photoId, photoId));
    },

    async markWithViewer(markId: string) {
      const [row] = await db
        .select({ mark: photoMarks, pageUrl: users.pageUrl, pageName: users.pageName })
        .from(photoMarks)
        .innerJoin(users, eq(users.id, photoMarks.viewerUserId))
        .where(eq(photoMarks.id, markId))
        .limit(1);
      return row ?? null;
    },

    async insertLookup(values: typeof leakLookups.$inferInsert) {
      const [row] = await db.insert(leakLookups).values(values).returning();
      return row!;
    },

    async findLookup(id: string) {
      const [row] = await db.select().from(leakLookups).where(eq(leakLookups.id, id)).limit(1);
      return row ?? null;
    },

    /** The open report of the viewer's copy of the post, if any. */
    async openReport(postId: string, viewerUserId: string) {
      const [row] = await db
        .select({ id: leakReports.id })
        .from(leakReports)
        .where(
          and(
            eq(leakReports.postId, postId),
            eq(leakReports.viewerUserId, viewerUserId),
            eq(leakReports.status, 'open'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Writes a report; null when one of the same post and viewer is open already. */
    async insertReport(values: typeof leakReports.$inferInsert) {
      const [row] = await db.insert(leakReports).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The report locked for a staff action, in its transaction. */
    async lockReport(tx: Tx, id: string) {
      const [row] = await tx.select().from(leakReports).where(eq(leakReports.id, id)).for('update');
      return row ?? null;
    },

    async updateReport(tx: Tx, id: string, values: Partial<typeof leakReports.$inferInsert>) {
      await tx.update(leakReports).set(values).where(eq(leakReports.id, id));
    },

    /** Whether staff closed the post to the viewer for a leak already (decision 0166). */
    async closedBefore(tx: Tx, postId: string, viewerUserId: string) {
      const [row] = await tx
        .select({ id: leakReports.id })
        .from(leakReports)
        .where(
          and(
            eq(leakReports.postId, postId),
            eq(leakReports.viewerUserId, viewerUserId),
            isNotNull(leakReports.accessRevokedAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * Closes the post to the buyer of a purchase without giving the money back: the purchase stays paid, it
     * only no longer opens the post (decision 0154). False when it was closed already.
     */
    async revokePurchase(tx: Tx, purchaseId: string, at: Date) {
      const rows = await tx
        .update(purchases)
        .set({ revokedAt: at })
        .where(and(eq(purchases.id, purchaseId), isNull(purchases.revokedAt)))
        .returning({ id: purchases.id });
      return rows.length > 0;
    },

    /** Reports with their creator, viewer and the lookup's figures, newest first. */
    async listReports(input: { status: 'open' | 'closed'; page: number; perPage: number }) {
      const where = eq(leakReports.status, input.status);
      return paginate(
        input,
        db
          .select({
            report: leakReports,
            creator: { pageUrl: creators.pageUrl, pageName: creators.pageName },
            viewer: { pageUrl: viewers.pageUrl, pageName: viewers.pageName },
            sigma: leakLookups.sigma,
            runnerUp: leakLookups.runnerUp,
            // how the copy reached them: a purchase, or a membership (decision 0166)
            access: photoMarks.access,
            membershipId: photoMarks.membershipId,
            productPurchaseId: photoMarks.productPurchaseId,
          })
          .from(leakReports)
          .innerJoin(creators, eq(creators.id, leakReports.creatorUserId))
          .innerJoin(viewers, eq(viewers.id, leakReports.viewerUserId))
          .innerJoin(leakLookups, eq(leakLookups.id, leakReports.lookupId))
          .leftJoin(photoMarks, eq(photoMarks.id, leakLookups.markId))
          .where(where)
          .orderBy(desc(leakReports.createdAt), desc(leakReports.id)),
        db.$count(leakReports, where),
      );
    },

    async reportView(id: string) {
      const [row] = await db
        .select({
          report: leakReports,
          creator: { pageUrl: creators.pageUrl, pageName: creators.pageName },
          viewer: { pageUrl: viewers.pageUrl, pageName: viewers.pageName },
          sigma: leakLookups.sigma,
          runnerUp: leakLookups.runnerUp,
          access: photoMarks.access,
          membershipId: photoMarks.membershipId,
          productPurchaseId: photoMarks.productPurchaseId,
        })
        .from(leakReports)
        .innerJoin(creators, eq(creators.id, leakReports.creatorUserId))
        .innerJoin(viewers, eq(viewers.id, leakReports.viewerUserId))
        .innerJoin(leakLookups, eq(leakLookups.id, leakReports.lookupId))
        .leftJoin(photoMarks, eq(photoMarks.id, leakLookups.markId))
        .where(eq(leakReports.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Removes, in the purge's transaction, the marked copies that are no longer anyone's: of photos gone, of
     * purchases refunded, and of bundles refunded (decision 0167). A post staff closed to its buyer for a leak
     * keeps their copy, the evidence. Returns their files.
     */
    async purgeMarks(tx: Tx, limit: number) {
      const rows = (await tx.execute(sql`
        delete from photo_marks where id in (
          select m.id from photo_marks m
          left join purchases p on p.id = m.purchase_id
          left join product_purchases b on b.id = m.product_purchase_id
          where m.photo_id is null
            or (p.revoked_at is not null and not exists (
              select 1 from leak_reports r where r.purchase_id = p.id and r.access_revoked_at is not null))
            or (b.status = 'refunded' and not exists (
              select 1 from leak_reports r where r.post_id = m.post_id
                and r.viewer_user_id = m.viewer_user_id and r.access_revoked_at is not null))
          limit ${limit})
        returning file_key`)) as unknown as { rows: { file_key: string }[] };
      return rows.rows.map((row) => row.file_key);
    },

    /** The files of copies made for `viewerUserId` or of `creatorUserId`'s photos. */
    async markFilesOf(handle: Db | Tx, userId: string) {
      const rows = await handle
        .select({ key: photoMarks.fileKey })
        .from(photoMarks)
        .where(sql`${photoMarks.viewerUserId} = ${userId} or ${photoMarks.creatorUserId} = ${userId}`);
      return rows.map((row) => row.key);
    },
  };
}

export type MarksRepository = ReturnType<typeof createMarksRepository>;
