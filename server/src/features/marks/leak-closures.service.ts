import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leakReports, productItems } from '../../db/schema/index.ts';

/** Which members-only posts of a creator a viewer's membership opens, by the post's tier. */
type Opener = (creatorUserId: string, viewerId: string | null) => Promise<(minTierId: string) => boolean>;

/**
 * The posts staff closed to a person for a leak (decision 0166): a report whose access was revoked names
 * the post and the person, whether a purchase, a membership or a shop bundle opened it to them. A purchase
 * closed so is also marked revoked (so it opens nothing); a membership, or a bundle (decision 0167, asked
 * by the photo posts' purchase check), stays as it is and only no longer opens that post. None may buy the
 * post again, alone or in a bundle.
 */
export function createLeakClosures(db: Db) {
  /** Of these posts, those closed to the viewer. */
  async function closedAmong(viewerId: string, postIds: string[]) {
    if (!postIds.length) return new Set<string>();
    const rows = await db
      .selectDistinct({ postId: leakReports.postId })
      .from(leakReports)
      .where(
        and(
          eq(leakReports.viewerUserId, viewerId),
          inArray(leakReports.postId, postIds),
          isNotNull(leakReports.accessRevokedAt),
        ),
      );
    return new Set(rows.map((row) => row.postId!));
  }

  /** The creator's posts closed to the viewer. */
  async function closedOf(creatorUserId: string, viewerId: string) {
    const rows = await db
      .selectDistinct({ postId: leakReports.postId })
      .from(leakReports)
      .where(
        and(
          eq(leakReports.viewerUserId, viewerId),
          eq(leakReports.creatorUserId, creatorUserId),
          isNotNull(leakReports.postId),
          isNotNull(leakReports.accessRevokedAt),
        ),
      );
    return new Set(rows.map((row) => row.postId!));
  }

  return {
    closedAmong,

    /** Whether the product includes a post closed to the viewer: such a bundle is not sold to them. */
    async bundleClosed(viewerId: string, productId: string) {
      const rows = await db
        .select({ postId: productItems.postId })
        .from(productItems)
        .where(and(eq(productItems.productId, productId), isNotNull(productItems.postId)));
      const closed = await closedAmong(
        viewerId,
        rows.map((row) => row.postId!),
      );
      return closed.size > 0;
    },

    /**
     * A membership's members-only posts less those closed to the viewer for a leak: the membership itself
     * is untouched, and opens every other post of its tier.
     */
    membersOnly(opens: Opener) {
      return async (creatorUserId: string, viewerId: string | null) => {
        const [open, closed] = await Promise.all([
          opens(creatorUserId, viewerId),
          viewerId ? closedOf(creatorUserId, viewerId) : new Set<string>(),
        ]);
        return (minTierId: string, postId: string) => open(minTierId) && !closed.has(postId);
      };
    },
  };
}

export type LeakClosures = ReturnType<typeof createLeakClosures>;
