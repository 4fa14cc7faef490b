import { supportEmail, type BlocPost, type blocPostRequest, type ReactionTotals } from '@pixel/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { ContentLookup } from '../../lib/content-registry.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { OwnImageCheck } from '../../lib/media.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { HashtagIndex } from '../hashtags/hashtags.service.ts';
import type { AnnouncePost } from '../notifications/post-fan-out.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import type { ReactionCounts } from '../reactions/reactions.service.ts';
import type { BlocPostRow, BlocRepository } from './bloc.repository.ts';

type BlocInput = z.output<typeof blocPostRequest>;

function presentPost(post: BlocPostRow, locked: boolean, reactions: ReactionTotals): BlocPost {
  return {
    id: post.id,
    title: post.title,
    body: locked ? null : post.body,
    image: locked ? null : post.image,
    visibility: post.visibility,
    min_tier_id: post.minTierId,
    is_locked: locked,
    reactions,
    hidden_by_staff: post.hiddenAt && { at: post.hiddenAt.toISOString(), reason: post.hiddenReason ?? '' },
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

export function createBlocService(deps: {
  db: Db;
  repository: BlocRepository;
  reactions: ReactionCounts;
  hashtags: HashtagIndex;
  visitPage: VisitPage;
  /** Whether the supporter has a paid gift to the creator: what opens supporters-only posts. */
  hasSupported: (supporterUserId: string, creatorUserId: string) => Promise<boolean>;
  /** Members-only posts: which a viewer's membership opens, and the tiers a creator may choose. */
  members: {
    opens: (creatorUserId: string, viewerId: string | null) => Promise<(minTierId: string) => boolean>;
    isOwnTier: (creatorUserId: string, tierId: string) => Promise<boolean>;
  };
  ownImage: OwnImageCheck;
  /** Tells the creator's followers of a new post (decision 0133). */
  announcePost: AnnouncePost;
}) {
  const { db, repository, reactions, hashtags, visitPage, hasSupported, ownImage } = deps;

  /** Only posts everyone may read carry their tags onto hashtag pages (never one staff hid). */
  const indexTags = (tx: Tx, post: BlocPostRow) =>
    hashtags.index(tx, {
      type: 'bloc',
      id: post.id,
      creatorUserId: post.userId,
      text:
        post.visibility === 'public' && !post.hiddenAt
          ? [post.title, post.body].filter(Boolean).join('\n')
          : null,
      excerpt: post.title ? `${post.title} — ${post.body}` : post.body,
      createdAt: post.createdAt,
    });

  async function canOpenSupportersPosts(creatorId: string, viewerId: string | null) {
    if (!viewerId) return false;
    return viewerId === creatorId || hasSupported(viewerId, creatorId);
  }

  async function values(userId: string, body: BlocInput) {
    let image: string | null = null;
    if (body.image) {
      image = await ownImage(userId, body.image);
      if (!image) throw fieldError('image', say('notOwnImage', { field: 'image' }));
    }
    const minTierId = body.visibility === 'members' ? body.min_tier_id! : null;
    if (minTierId && !(await deps.members.isOwnTier(userId, minTierId))) {
      throw fieldError('min_tier_id', say('tierInvalid'));
    }
    return { title: body.title ?? null, body: body.body, image, visibility: body.visibility, minTierId };
  }

  /** Whether a post is closed to the viewer: supporters-only without a gift, members-only without the tier. */
  async function lockerFor(
    creatorId: string,
    viewerId: string | null,
    unlocked: boolean,
    posts: BlocPostRow[],
  ) {
    const opens =
      viewerId !== creatorId && posts.some((post) => post.minTierId)
        ? await deps.members.opens(creatorId, viewerId)
        : () => false;
    return (post: BlocPostRow) =>
      viewerId !== creatorId &&
      ((post.visibility === 'supporters' && !unlocked) ||
        (post.visibility === 'members' && !(post.minTierId && opens(post.minTierId))));
  }

  async function present(post: BlocPostRow, viewerId: string | null) {
    const totals = await reactions.totalsFor('bloc', [post.id], viewerId);
    return presentPost(post, false, totals.get(post.id)!);
  }

  /** The page as the viewer comes to it; the owner and the creator's supporters open supporters-only posts. */
  async function visibleCreator(pageUrl: string, viewerId: string | null) {
    const visit = await visitPage(pageUrl, viewerId);
    if (!visit) throw new AppError('not_found', say('pageNotFound'));
    return { ...visit, unlocked: visit.isOwner || visit.hasSupported };
  }

  /** How the reactions feature finds a Bloc post: a locked post exists for the viewer but is not open. */
  const lookup: ContentLookup = async (postId, viewerId) => {
    const post = await repository.findPublished(postId);
    if (!post) return null;
    const canOpen =
      post.visibility === 'public' ||
      viewerId === post.userId ||
      (post.visibility === 'supporters' && (await canOpenSupportersPosts(post.userId, viewerId))) ||
      (post.visibility === 'members' && (await deps.members.opens(post.userId, viewerId))(post.minTierId!));
    return { ownerUserId: post.userId, canOpen, membersOnly: post.visibility === 'members' };
  };

  return {
    lookup,

    /**
     * Staff hide a post that breaks the rules, or show it again (decision 0103), in the caller's
     * transaction: hidden, only its creator sees it, and it leaves the hashtag pages and the page's count.
     * Null when there is no such post; `changed` false when it already was as asked.
     */
    async setHidden(tx: Tx, postId: string, hidden: { at: Date; reason: string } | null) {
      const post = await repository.lockById(tx, postId);
      if (!post) return null;
      if (Boolean(post.hiddenAt) === Boolean(hidden)) return { post, changed: false };
      const updated = await repository.update(tx, post.id, {
        hiddenAt: hidden?.at ?? null,
        hiddenReason: hidden?.reason ?? null,
      });
      await indexTags(tx, updated);
      return { post: updated, changed: true };
    },

    async create(input: { userId: string; body: BlocInput }) {
      const changes = await values(input.userId, input.body);
      const row = await db.transaction(async (tx) => {
        const created = await repository.insert(tx, { userId: input.userId, ...changes });
        await indexTags(tx, created);
        await deps.announcePost(tx, {
          creatorUserId: created.userId,
          postId: created.id,
          post: 'bloc',
          access: created.visibility === 'public' ? 'free' : created.visibility,
          text: [created.title, created.body].filter(Boolean).join(' — '),
        });
        return created;
      });
      return present(row, input.userId);
    },

    async update(input: { userId: string; postId: string; body: BlocInput }) {
      const changes = await values(input.userId, input.body);
      const row = await db.transaction(async (tx) => {
        const post = await repository.findOwn(tx, input.userId, input.postId);
        // another creator's post is as unknown as one that does not exist
        if (!post) throw new AppError('not_found', say('postNotFound'));
        if (post.hiddenAt) throw new AppError('conflict', say('postLocked', { email: supportEmail }));
        const updated = await repository.update(tx, post.id, changes);
        await indexTags(tx, updated);
        return updated;
      });
      return present(row, input.userId);
    },

    /** The post goes, and its reactions and tags with it, in one transaction. */
    async delete(input: { userId: string; postId: string }) {
      await db.transaction(async (tx) => {
        const post = await repository.findOwn(tx, input.userId, input.postId);
        if (!post) throw new AppError('not_found', say('postNotFound'));
        await repository.delete(tx, post.id);
        await reactions.forget(tx, 'bloc', post.id);
        await hashtags.forget(tx, 'bloc', post.id);
      });
      return { message: 'Post deleted.' };
    },

    async list(input: { pageUrl: string; viewerId: string | null; page: number; perPage: number }) {
      const { creator, creatorCounts, unlocked, isOwner } = await visibleCreator(
        input.pageUrl,
        input.viewerId,
      );
      const { rows, total } = await repository.list({
        userId: creator.id,
        viewerId: input.viewerId,
        withHidden: isOwner,
        reactionsOf: reactions.columns,
        page: input.page,
        perPage: input.perPage,
        counts: creatorCounts,
      });
      const locked = await lockerFor(
        creator.id,
        input.viewerId,
        unlocked,
        rows.map((row) => row.post),
      );
      return {
        data: rows.map((row) => presentPost(row.post, locked(row.post), reactions.totalsOfRow(row))),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total }),
      };
    },

    async get(input: { pageUrl: string; postId: string; viewerId: string | null }) {
      const { creator, unlocked, isOwner } = await visibleCreator(input.pageUrl, input.viewerId);
      const row = await repository.findShown({
        userId: creator.id,
        postId: input.postId,
        withHidden: isOwner,
        viewerId: input.viewerId,
        reactionsOf: reactions.columns,
      });
      if (!row) throw new AppError('not_found', say('postNotFound'));
      const locked = await lockerFor(creator.id, input.viewerId, unlocked, [row.post]);
      return presentPost(row.post, locked(row.post), reactions.totalsOfRow(row));
    },
  };
}

export type BlocService = ReturnType<typeof createBlocService>;
