import { and, eq, getTableName, inArray, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { sessionPageVisitQuery } from '../../db/page-visit.ts';
import { pageCut } from '../../db/paginate.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { photoPosts, photos, purchases, users } from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';
import type { SessionParams } from '../../plugins/session.ts';
import type { ReactionCounts } from '../reactions/reactions.service.ts';
import type { PhotoPostRow, PhotoRow } from './content.rows.ts';

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

/** Posts as a page shows them, each read in one statement with what it shows (see `shownWith`). */
export function createShownPostQueries(db: Db) {
  const prepared = preparedByShape();

  return {
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
  };
}
