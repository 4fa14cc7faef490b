import type { PhotoType } from '@pixel/contract';
import { AppError, say } from '../../lib/errors.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { Access } from './content.presenter.ts';
import type { ContentRepository, CreatorRow, PhotoPostRow, PostKind } from './content.repository.ts';

export const kindOf = (type: PhotoType): PostKind => (type === 'image' ? 'snap' : 'slide');
export const notAccessible = () => new AppError('not_found', say('thisContentNotAccessible'));

/** How a viewer stands to a post; null when it is not theirs to see (404 to them). */
export type AccessCheck = (
  post: PhotoPostRow,
  creator: CreatorRow & { status: string; closedForErasureAt?: Date | null },
  viewerId: string | null,
) => Promise<Access | null>;

/** How long buyers keep a post its creator took away: a deleted post, or a closed account's (0017, 0096). */
const BUYERS_KEEP_MS = 15 * 86_400_000;

/**
 * Which members-only posts of a creator a viewer's membership opens, asked once for a page of posts: by the
 * post's tier, and the post itself (one closed to the viewer for a leak stays shut, decision 0166).
 */
export type MembersOnly = (
  creatorUserId: string,
  viewerId: string | null,
) => Promise<(minTierId: string, postId: string) => boolean>;

export function createAccessCheck(deps: {
  repository: ContentRepository;
  blocks: BlockCheck;
  membersOnly: MembersOnly;
  now: () => Date;
}): AccessCheck {
  const { repository, blocks, membersOnly, now } = deps;
  return async (post, creator, viewerId) => {
    // one staff hid (decision 0103) is its creator's alone, bought or not
    if (post.hiddenAt) return viewerId === post.userId && !post.deletedAt ? 'owner' : null;
    if (creator.status !== 'active') {
      const until = creator.closedForErasureAt && creator.closedForErasureAt.getTime() + BUYERS_KEEP_MS;
      if (!viewerId || !until || until <= now().getTime()) return null;
      if (post.deletedAt && post.availableUntil! <= now()) return null;
      return (await repository.purchasedAmong(viewerId, [post.id])).has(post.id) ? 'buyer' : null;
    }
    const bought = viewerId ? (await repository.purchasedAmong(viewerId, [post.id])).has(post.id) : false;
    // what a person paid for stays theirs when the creator blocks them; nothing else does (0028, 0045)
    if (!bought && (await blocks.isBlocked(creator.id, viewerId))) return null;
    if (post.deletedAt) return bought && post.availableUntil! > now() ? 'buyer' : null;
    if (viewerId === post.userId) return 'owner';
    if (bought) return 'buyer';
    if (!post.isPublished) return null;
    // asked at every look, photos included: a membership that ended closes them at that second
    if (post.minTierId && (await membersOnly(creator.id, viewerId))(post.minTierId, post.id)) return 'member';
    return 'public';
  };
}
