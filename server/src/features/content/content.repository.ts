import {
  and,
  asc,
  desc,
  eq,
  getTableName,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pageCut } from '../../db/paginate.ts';
import { sessionPageVisitQuery } from '../../db/page-visit.ts';
import type { SessionParams } from '../../plugins/session.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { offsetOf } from '../../lib/pagination.ts';
import type { StoredFile } from '../../providers/storage/storage.ts';
import {
  payments,
  photoPosts,
  photos,
  purchases,
  uploads,
  users,
  accountDeletions,
} from '../../db/schema/index.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import type { ReactionCounts } from '../reactions/reactions.service.ts';

export type PhotoPostRow = typeof photoPosts.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type PostKind = PhotoPostRow['kind'];

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

/** A settled purchase that unlocks: not a repeat payment, nor refunded by staff (decision 0099). */
const unlocking = and(
  isNotNull(purchases.settledAt),
  eq(purchases.isRepeat, false),
  isNull(purchases.revokedAt),
);

/** The viewer bought the post (of the outer query): a settled purchase that unlocks. */
const boughtBy = (viewerId: string | Placeholder | SQL | null) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${purchases} where ${purchases.postId} = ${photoPosts.id}
        and ${purchases.buyerUserId} = ${viewerId} and ${purchases.settledAt} is not null
        and not ${purchases.isRepeat} and ${purchases.revokedAt} is null)`
    : sql<boolean>`false`;

const photoRows = jsonRows(photos);

/** How a list of posts asks for their reactions in its own query (the reactions feature's columns). */
export type ReactionsOf = ReactionCounts['columns'];

/**
 * What a page shows with each post, read in the posts' own query: its photos in order, whether the
 * viewer bought it, and its reactions (a Snap's as `image`, a Slide's as `image_collection`).
 */
function shownWith(viewerId: string | Placeholder | SQL | null, reactionsOf: ReactionsOf) {
  return {
    post: photoPosts,
    photos: photoRows.column(eq(photos.postId, photoPosts.id), sql`${photos.position}`),
    bought: boughtBy(viewerId),
    ...reactionsOf(
      sql`case when ${photoPosts.kind} = 'snap' then 'image' else 'image_collection' end`,
      photoPosts.id,
      viewerId,
    ),
  };
}

/** A post as a page shows it: see `shownWith`. */
export interface ShownPost {
  post: PhotoPostRow;
  photos: PhotoRow[];
  bought: boolean;
  reactionCounts: number[] | null;
  ownReaction: number | null;
}

/** The creator's own Snap tab: every post but the deleted ones, drafts and hidden ones too. */
const ownVisible = isNull(photoPosts.deletedAt);

/**
 * Anyone else's Snap tab: the published posts, and those the viewer bought that are gone from the page
 * (unpublished, or deleted within their grace), never one staff hid.
 */
const visibleTo = (viewer: Placeholder | SQL | null) =>
  or(
    and(isNull(photoPosts.deletedAt), eq(photoPosts.isPublished, true)),
    and(
      boughtBy(viewer),
      isNull(photoPosts.hiddenAt),
      or(isNull(photoPosts.deletedAt), sql`${photoPosts.availableUntil} > now()`),
    ),
  );

const postRows = jsonRows(photoPosts);

/** A post of the Snap tab as `postsPageOf` sends it: `ShownPost` with the post and its photos as JSON. */
type ShownJson = Omit<ShownPost, 'post' | 'photos'> & { post: unknown; photos: unknown[] };

/**
 * A page of the Snap tab of the creator a page visit reads (`users`, see `sessionPageVisitQuery`), newest
 * first, as `viewer` may see it (null: signed out; the creator: their own tab), in one JSON array. The
 * posts are cut to the page before any is made JSON.
 */
function postsPageOf(viewer: SQL, cut: ReturnType<typeof pageCut>, reactionsOf: ReactionsOf) {
  const shown = shownWith(viewer, reactionsOf);
  const newestFirst = sql`${photoPosts.createdAt} desc, ${photoPosts.id} desc`;
  return sql<ShownJson[]>`(select coalesce(json_agg(json_build_object(
      'post', ${postRows.row}, 'photos', ${shown.photos}, 'bought', ${shown.bought},
      'reactionCounts', ${shown.reactionCounts}, 'ownReaction', ${shown.ownReaction}
    ) order by ${newestFirst}), '[]'::json)
    from (
      select * from ${photoPosts}
      where ${photoPosts.userId} = ${users.id}
        and case when ${users.id} = ${viewer} then ${ownVisible} else ${visibleTo(viewer)} end
      order by ${newestFirst}
      ${cut.sql}
    ) as ${sql.identifier(getTableName(photoPosts))})`;
}

const decodeShownJson = (rows: ShownJson[]): ShownPost[] =>
  rows.map((row) => ({
    ...row,
    post: postRows.decode([row.post])[0]!,
    photos: photoRows.decode(row.photos),
  }));

const decodeShown = (rows: (Omit<ShownPost, 'photos'> & { photos: unknown[] })[]): ShownPost[] =>
  rows.map((row) => ({ ...row, photos: photoRows.decode(row.photos) }));

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

export function createContentRepository(db: Db) {
  const prepared = preparedByShape();

  return {
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

    /** Which of these posts the buyer has unlocked. */
    async purchasedAmong(buyerUserId: string, postIds: string[]) {
      if (!postIds.length) return new Set<string>();
      const rows = await db
        .select({ postId: purchases.postId })
        .from(purchases)
        .where(and(eq(purchases.buyerUserId, buyerUserId), inArray(purchases.postId, postIds), unlocking));
      return new Set(rows.map((row) => row.postId!));
    },

    /** The buyer's checkout for the post that is still open at the provider, if any (newest first). */
    async openCheckout(buyerUserId: string, postId: string) {
      const [row] = await db
        .select({ linkUrl: payments.checkoutUrl, reference: payments.reference })
        .from(purchases)
        .innerJoin(payments, eq(payments.id, purchases.paymentId))
        .where(
          and(
            eq(purchases.buyerUserId, buyerUserId),
            eq(purchases.postId, postId),
            eq(payments.status, 'pending'),
            isNotNull(payments.checkoutUrl),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row ? { linkUrl: row.linkUrl!, reference: row.reference } : null;
    },

    /** Whether deleting the post must wait for its buyers: paid purchases, or checkouts still open. */
    async hasBuyersOrOpenCheckouts(tx: Tx, postId: string) {
      const [row] = await tx
        .select({ one: sql`1` })
        .from(purchases)
        .innerJoin(payments, eq(payments.id, purchases.paymentId))
        .where(
          and(
            eq(purchases.postId, postId),
            or(isNotNull(purchases.settledAt), eq(payments.status, 'pending')),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /**
     * A creator page's visit and a page of its Snap tab (`postsPageOf`), the viewer's session read with
     * them, in one statement: the tab's call, one round trip where the session, the visit and then its
     * posts took three (decision 0116).
     */
    async visitWithPosts(input: {
      pageUrl: string;
      session: SessionParams;
      page: number;
      perPage: number;
      reactionsOf: ReactionsOf;
    }) {
      const cut = pageCut(input);
      const query = prepared(`snap_page_visit_${cut.shape}`, (name) =>
        sessionPageVisitQuery(db, name, (viewer) => ({ posts: postsPageOf(viewer, cut, input.reactionsOf) })),
      );
      const [row] = await query.execute({
        pageUrl: input.pageUrl,
        ...input.session,
        limit: input.perPage,
        offset: offsetOf(input),
      });
      if (!row) return null;
      const { posts, ...visit } = row;
      return { visit, posts: decodeShownJson(posts) };
    },

    /** Posts as a page shows them to the viewer, in one round trip (see `shownWith`). */
    async shown(postIds: string[], viewerId: string | null, reactionsOf: ReactionsOf) {
      if (!postIds.length) return [];
      const rows = await db
        .select(shownWith(viewerId, reactionsOf))
        .from(photoPosts)
        .where(inArray(photoPosts.id, postIds));
      return decodeShown(rows);
    },

    /** A page of a post's buyers, the latest first; how many there are in all is its `purchaseCount`. */
    async buyers(input: { postId: string; page: number; perPage: number }) {
      return db
        .select({
          isAnonymous: purchases.isAnonymous,
          settledAt: purchases.settledAt,
          reference: payments.reference,
          pageUrl: users.pageUrl,
          pageName: users.pageName,
        })
        .from(purchases)
        .innerJoin(payments, eq(payments.id, purchases.paymentId))
        .innerJoin(users, eq(users.id, purchases.buyerUserId))
        .where(and(eq(purchases.postId, input.postId), unlocking))
        .orderBy(desc(purchases.settledAt), desc(purchases.id))
        .limit(input.perPage)
        .offset(offsetOf(input));
    },

    /** Holds the post while a purchase of it is written: a delete running at once waits, or is seen. */
    async lockPurchasable(tx: Tx, postId: string) {
      const [row] = await tx
        .select({ id: photoPosts.id })
        .from(photoPosts)
        .where(and(eq(photoPosts.id, postId), isNull(photoPosts.deletedAt), eq(photoPosts.isPublished, true)))
        .for('key share');
      return Boolean(row);
    },

    async insertPurchase(tx: Tx, values: typeof purchases.$inferInsert) {
      await tx.insert(purchases).values(values);
    },

    async findPurchaseByPayment(paymentId: string) {
      const [row] = await db.select().from(purchases).where(eq(purchases.paymentId, paymentId)).limit(1);
      return row ?? null;
    },

    async findCreator(userId: string): Promise<CreatorRow | null> {
      const [row] = await db.select(creatorColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /**
     * Settles the purchases of these payments, one at a time in payment order: each sees the ones before
     * it, so a buyer's second payment for a post they already own settles as a repeat. The posts are
     * locked first, so settlements for one post in other transactions wait instead of both unlocking.
     */
    async settle(tx: Tx, paymentIds: string[]) {
      const ids = sql.join(
        paymentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      await tx.execute(sql`
        select 1 from photo_posts where id in (select post_id from purchases where payment_id in (${ids}))
        order by id for no key update`);
      const settled = new Map<
        string,
        { postKind: PostKind; isAnonymous: boolean; isRepeat: boolean; buyerName: string }
      >();
      for (const paymentId of [...paymentIds].sort()) {
        const result = await tx.execute(sql`
          update purchases set settled_at = now(), is_repeat = exists (
            select 1 from purchases other
            where other.post_id = purchases.post_id and other.buyer_user_id = purchases.buyer_user_id
              and other.settled_at is not null and not other.is_repeat and other.revoked_at is null
              and other.id <> purchases.id)
          where payment_id = ${paymentId}::uuid
          returning post_kind, is_anonymous, is_repeat,
            (select page_name from users where users.id = purchases.buyer_user_id) as buyer_name`);
        const [row] = rowsOf<{
          post_kind: PostKind;
          is_anonymous: boolean;
          is_repeat: boolean;
          buyer_name: string;
        }>(result);
        if (row) {
          settled.set(paymentId, {
            postKind: row.post_kind,
            isAnonymous: row.is_anonymous,
            isRepeat: row.is_repeat,
            buyerName: row.buyer_name,
          });
        }
      }
      return settled;
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
