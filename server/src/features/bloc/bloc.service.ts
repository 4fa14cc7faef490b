import { supportEmail, type BlocPost, type blocPostRequest, type ReactionTotals } from '@pixel/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { ContentLookup } from '../../lib/content-registry.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { OwnImageCheck } from '../../lib/media.ts';
import { pageMeta } from '../../lib/pagination.ts';
import { futureMoment, scheduleTimes } from '../../lib/schedule.ts';
import type { HashtagIndex } from '../hashtags/hashtags.service.ts';
import type { AnnouncePost } from '../notifications/post-fan-out.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import type { ReactionCounts } from '../reactions/reactions.service.ts';
import type { BlocPostRow, BlocRepository } from './bloc.repository.ts';

type BlocInput = z.output<typeof blocPostRequest>;

// scheduled posts published (or opened to everyone) per transaction by the sweep
const SWEEP_BATCH = 100;

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
    publish_at: post.publishAt?.toISOString() ?? null,
    public_from: post.publicFrom?.toISOString() ?? null,
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
  /** Tells the creator's followers of a new post (decision 0133), when it is published. */
  announcePost: AnnouncePost;
  now: () => Date;
  /** Drops what visitors were kept of these creators' pages: a post the job published shows at once. */
  dropPages: (userIds: string[]) => Promise<void>;
}) {
  const { db, repository, reactions, hashtags, visitPage, hasSupported, ownImage, now } = deps;

  /** Only posts everyone may read carry their tags onto hashtag pages (never one staff hid or one scheduled). */
  const indexTags = (tx: Tx, post: BlocPostRow) =>
    hashtags.index(tx, {
      type: 'bloc',
      id: post.id,
      creatorUserId: post.userId,
      text:
        post.visibility === 'public' && !post.hiddenAt && !post.publishAt
          ? [post.title, post.body].filter(Boolean).join('\n')
          : null,
      excerpt: post.title ? `${post.title} — ${post.body}` : post.body,
      createdAt: post.createdAt,
    });

  /** Tells the creator's followers, in the transaction that publishes the post (decision 0133). */
  const announce = (tx: Tx, post: BlocPostRow) =>
    deps.announcePost(tx, {
      creatorUserId: post.userId,
      postId: post.id,
      post: 'bloc',
      access: post.visibility === 'public' ? 'free' : post.visibility,
      text: [post.title, post.body].filter(Boolean).join(' — '),
    });

  /**
   * A scheduled post goes out (decision 0157), in the caller's transaction: dated now, onto the hashtag
   * pages if everyone may read it, and told to the followers unless staff hid it.
   */
  async function publishRow(tx: Tx, post: BlocPostRow) {
    const published = await repository.update(tx, post.id, { publishAt: null, createdAt: now() });
    await indexTags(tx, published);
    if (!published.hiddenAt) await announce(tx, published);
    return published;
  }

  /** A members-only post whose early access is over becomes a post for everyone (decision 0157). */
  async function openRow(tx: Tx, post: BlocPostRow) {
    const opened = await repository.update(tx, post.id, {
      visibility: 'public',
      minTierId: null,
      publicFrom: null,
    });
    await indexTags(tx, opened);
  }

  /** Does `step` to every post `lock` finds, a batch per transaction, until none is left; answers how many. */
  async function sweep(
    lock: (tx: Tx, at: Date, limit: number) => Promise<BlocPostRow[]>,
    step: (tx: Tx, post: BlocPostRow) => Promise<unknown>,
  ) {
    let done = 0;
    for (;;) {
      const due = await db.transaction(async (tx) => {
        const rows = await lock(tx, now(), SWEEP_BATCH);
        for (const post of rows) await step(tx, post);
        return rows;
      });
      if (due.length) await deps.dropPages([...new Set(due.map((post) => post.userId))]);
      done += due.length;
      if (due.length < SWEEP_BATCH) return done;
    }
  }

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
      const times = scheduleTimes({
        now: now(),
        publishAt: futureMoment('publish_at', input.body.publish_at, now()) ?? null,
        publicFrom: input.body.public_from,
      });
      const row = await db.transaction(async (tx) => {
        const created = await repository.insert(tx, {
          userId: input.userId,
          ...changes,
          publishAt: times.publishAt,
          publicFrom: times.publicFrom ?? null,
        });
        await indexTags(tx, created);
        // a scheduled post is told when it goes out
        if (!created.publishAt) await announce(tx, created);
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
        // a new time only for a post still waiting; left out, it keeps its own
        if (input.body.publish_at && !post.publishAt) {
          throw fieldError('publish_at', say('postAlreadyPublished'));
        }
        const times = scheduleTimes({
          now: now(),
          publishAt: futureMoment('publish_at', input.body.publish_at, now()) ?? post.publishAt,
          publicFrom: input.body.public_from,
        });
        const updated = await repository.update(tx, post.id, {
          ...changes,
          publishAt: times.publishAt,
          publicFrom: times.publicFrom ?? null,
        });
        await indexTags(tx, updated);
        return updated;
      });
      return present(row, input.userId);
    },

    /** A scheduled post published now, by its creator (decision 0157). */
    async publish(input: { userId: string; postId: string }) {
      const row = await db.transaction(async (tx) => {
        const post = await repository.findOwn(tx, input.userId, input.postId);
        if (!post) throw new AppError('not_found', say('postNotFound'));
        if (post.hiddenAt) throw new AppError('conflict', say('postLocked', { email: supportEmail }));
        if (!post.publishAt) throw new AppError('conflict', say('postAlreadyPublished'));
        return publishRow(tx, post);
      });
      return present(row, input.userId);
    },

    /** The creator's posts waiting to be published, soonest first. */
    async scheduled(input: { userId: string; page: number; perPage: number }) {
      const { rows, total } = await repository.scheduled(input);
      const totals = await reactions.totalsFor(
        'bloc',
        rows.map((post) => post.id),
        input.userId,
      );
      return {
        data: rows.map((post) => presentPost(post, false, totals.get(post.id)!)),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total }),
      };
    },

    /**
     * The publishing job (decision 0157): scheduled posts whose time has come go out, then members-only
     * posts whose early access is over open to everyone. Each post is locked (`skip locked`) and changed
     * in one transaction with its announcement, so two instances, or a second run, publish it once.
     */
    async publishDue() {
      const published = await sweep(repository.lockDueToPublish, publishRow);
      const opened = await sweep(repository.lockDueToOpen, openRow);
      return { published, opened };
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
