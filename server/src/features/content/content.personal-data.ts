import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  membershipTiers,
  payments,
  photoPostCounts,
  photoPosts,
  photos,
  purchases,
  users,
} from '../../db/schema/index.ts';
import { at, part, person, type ExportFile, type PersonalDataPart } from '../personal-data.ts';

const tier = alias(membershipTiers, 'tier');
const other = alias(users, 'other');
const basename = (key: string) => key.split('/').pop()!;

/** The person's Snaps and Slides, their photos, and the reactions on them. */
export const photoPostsPersonalData: PersonalDataPart = {
  name: 'content: posts',
  export: {
    tables: [photoPosts, photos],
    /** Every post's original photos, in their order. */
    async files(db, userId) {
      const rows = await db
        .select({ photo: photos })
        .from(photos)
        .innerJoin(photoPosts, eq(photoPosts.id, photos.postId))
        .where(eq(photoPosts.userId, userId))
        .orderBy(asc(photos.postId), asc(photos.position));
      return rows.map(({ photo }): ExportFile => ({
        path: `files/posts/${photo.postId}/${photo.position + 1}-${basename(photo.originalKey)}`,
        key: photo.originalKey,
        area: 'private',
        kind: 'post photo',
        postId: photo.postId,
        uploadedAt: photo.createdAt,
      }));
    },
    async parts({ db, userId, files }) {
      const posts = await db
        .select({ post: photoPosts, tierName: tier.name })
        .from(photoPosts)
        .leftJoin(tier, eq(tier.id, photoPosts.minTierId))
        .where(eq(photoPosts.userId, userId))
        .orderBy(asc(photoPosts.createdAt), asc(photoPosts.id));
      const photosOf = new Map<string, string[]>();
      for (const file of files) {
        if (file.postId) photosOf.set(file.postId, [...(photosOf.get(file.postId) ?? []), file.path]);
      }
      return [
        part(
          'posts',
          'Your Snaps (one photo) and Snap Slides (several): caption, price, who may see them, and their photos (the files are under files/posts/).',
          ({ col, money }) => [
            col('id', (r) => r.post.id),
            col('kind', (r) => r.post.kind),
            col('caption', (r) => r.post.caption),
            ...money('price', (r) => r.post.amount),
            col('members_only_from_tier', (r) => r.tierName),
            col('publish_at', (r) => at(r.post.publishAt)),
            col('public_from', (r) => at(r.post.publicFrom)),
            col('is_published', (r) => r.post.isPublished),
            col('purchase_count', (r) => r.post.purchaseCount),
            col('photos', (r) => photosOf.get(r.post.id) ?? []),
            col('created_at', (r) => at(r.post.createdAt)),
            col('deleted_at', (r) => at(r.post.deletedAt)),
          ],
          posts,
        ),
      ];
    },
  },
  erase: {
    tables: [photoPosts, photos],
    async gather(tx, { userId }) {
      const rows = await tx
        .select({
          originalKey: photos.originalKey,
          wh500Key: photos.wh500Key,
          wh500WebpKey: photos.wh500WebpKey,
          previewKey: photos.previewKey,
        })
        .from(photos)
        .innerJoin(photoPosts, eq(photoPosts.id, photos.postId))
        .where(eq(photoPosts.userId, userId));
      // a photo's original and WH500 versions are private, its blurred preview public (decision 0017)
      return {
        files: rows.flatMap((photo) => [
          { key: photo.originalKey, area: 'private' as const },
          { key: photo.wh500Key, area: 'private' as const },
          ...(photo.wh500WebpKey ? [{ key: photo.wh500WebpKey, area: 'private' as const }] : []),
          { key: photo.previewKey, area: 'public' as const },
        ]),
      };
    },
    async run(tx, { userId: u }) {
      // the reactions on the posts and their photos go with them
      await tx.execute(sql`
        delete from reactions where content_id in (
          select id::text from photo_posts where user_id = ${u}
          union select id::text from photos where post_id in (select id from photo_posts where user_id = ${u}))`);
      await tx.execute(sql`delete from photo_posts where user_id = ${u}`);
    },
  },
  notExported: [[photoPostCounts, 'the count of the posts, kept by triggers: the posts are in the copy']],
  kept: [[photoPostCounts, 'a number only, of a page nobody sees any more']],
};

/** What the person bought, and what others bought of theirs. */
export const purchasesPersonalData: PersonalDataPart = {
  name: 'content: purchases',
  export: {
    tables: [purchases, payments],
    async parts({ db, userId }) {
      const made = await db
        .select({
          purchase: purchases,
          status: payments.status,
          reference: payments.reference,
          creatorPageUrl: other.pageUrl,
          creatorPageName: other.pageName,
        })
        .from(purchases)
        .innerJoin(payments, eq(payments.id, purchases.paymentId))
        .innerJoin(other, eq(other.id, purchases.creatorUserId))
        .where(eq(purchases.buyerUserId, userId))
        .orderBy(asc(purchases.createdAt), asc(purchases.id));
      const sales = await db
        .select({
          purchase: purchases,
          reference: payments.reference,
          buyerPageUrl: other.pageUrl,
          buyerPageName: other.pageName,
        })
        .from(purchases)
        .innerJoin(payments, eq(payments.id, purchases.paymentId))
        .innerJoin(other, eq(other.id, purchases.buyerUserId))
        .where(and(eq(purchases.creatorUserId, userId), isNotNull(purchases.settledAt)))
        .orderBy(asc(purchases.settledAt), asc(purchases.id));
      return [
        part(
          'purchases',
          'Snaps and Slides you bought, and whether they were paid.',
          ({ col, money }) => [
            col('reference', (r) => r.reference),
            col('post_id', (r) => r.purchase.postId),
            col('kind', (r) => r.purchase.postKind),
            col('creator', (r) => person(r.creatorPageName, r.creatorPageUrl)),
            ...money('amount', (r) => r.purchase.amount),
            col('is_anonymous', (r) => r.purchase.isAnonymous),
            col('payment_status', (r) => r.status),
            col('created_at', (r) => at(r.purchase.createdAt)),
            col('paid_at', (r) => at(r.purchase.settledAt)),
          ],
          made,
        ),
        part(
          'sales',
          'Your Snaps and Slides that supporters bought; an anonymous purchase names no account.',
          ({ col, money }) => [
            col('reference', (r) => r.reference),
            col('post_id', (r) => r.purchase.postId),
            col('kind', (r) => r.purchase.postKind),
            col('buyer', (r) =>
              r.purchase.isAnonymous ? 'Anonymous' : person(r.buyerPageName, r.buyerPageUrl),
            ),
            ...money('amount', (r) => r.purchase.amount),
            col('paid_at', (r) => at(r.purchase.settledAt)),
          ],
          sales,
        ),
      ];
    },
  },
  kept: [
    [
      purchases,
      'the record of a payment (decision 0096): ids, amounts and times, none of the words of the person',
    ],
  ],
};
