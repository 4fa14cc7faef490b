import {
  FREE_PRICE_ID,
  contentLimits,
  contentMessages,
  supportEmail,
  type PhotoPost,
  type PhotoType,
  type contentSettingsRequest,
  type slideCreateRequest,
  type slideImagesRequest,
  type slideUpdateRequest,
  type snapCreateRequest,
  type snapUpdateRequest,
} from '@pixel/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { mediaKeyOf } from '../../lib/media.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { HashtagIndex } from '../hashtags/hashtags.service.ts';
import type { AnnouncePost } from '../notifications/post-fan-out.service.ts';
import type { ReactionCounts } from '../reactions/reactions.service.ts';
import type { ContentFiles, FileWork } from './content-files.service.ts';
import { kindOf, notAccessible } from './content.access.ts';
import { isPublic, typeOf } from './content.presenter.ts';
import { findTier, presentTier, searchTiers } from './content.prices.ts';
import { createContentSchedule } from './content-schedule.ts';
import {
  type ContentRepository,
  type PhotoPostRow,
  type PhotoRow,
  storedFilesOf,
} from './content.repository.ts';

const GRACE_MS = contentLimits.buyerGraceDays * 86_400_000;

/** What a photo of a request becomes: a kept photo by id, or a new one from an upload. */
interface PhotoPlan {
  id?: string;
  uploadKey?: string;
  isPayable: boolean;
}

function tierOf(priceId: number) {
  const tier = findTier(priceId);
  if (!tier) throw fieldError('price_id', say('fieldSelectedInvalid', { field: 'price id' }));
  return tier;
}

/**
 * The photos' flags under the post's price: a free post's photos are neither payable nor previews; a
 * paid post's are each one or the other, and a paid post with no payable photo left becomes free.
 */
function settleFlags(priceId: number, payable: boolean[]) {
  const paid = priceId !== FREE_PRICE_ID && payable.some(Boolean);
  return {
    priceId: paid ? priceId : FREE_PRICE_ID,
    amount: paid ? tierOf(priceId).amount : 0,
    flags: payable.map((isPayable) => ({ isPayable: paid && isPayable, isPreview: paid && !isPayable })),
  };
}

/**
 * What a request changes of a post's members-only tier: the tier asked for (or null), and a price set on a
 * members-only post makes it a paid post for all.
 */
function membersChange(
  post: PhotoPostRow,
  minTierId: string | null | undefined,
  priceId: number | undefined,
) {
  if (minTierId !== undefined) return { minTierId };
  if (post.minTierId && priceId !== undefined && priceId !== FREE_PRICE_ID) return { minTierId: null };
  return {};
}

/** A creator's work on their own posts: creating, editing, pricing and deleting Snaps and Slides. */
export function createContentEditing(deps: {
  db: Db;
  repository: ContentRepository;
  files: Pick<ContentFiles, 'transaction' | 'claim'>;
  reactions: Pick<ReactionCounts, 'forget'>;
  hashtags: HashtagIndex;
  /** The post as its creator sees it, once the change is written. */
  presentOwn: (userId: string, postId: string) => Promise<PhotoPost>;
  publicUrl: string;
  /** Whether a tier is one of the creator's that takes members (not archived). */
  isOwnTier: (creatorUserId: string, tierId: string) => Promise<boolean>;
  now: () => Date;
  /** Tells the creator's followers of a post the first time it is public (decision 0133). */
  announcePost: AnnouncePost;
  /** Drops what visitors were kept of these creators' pages (a scheduled post went out). */
  dropPages: (userIds: string[]) => Promise<void>;
}) {
  const { db, repository, reactions, hashtags, presentOwn, publicUrl, now } = deps;

  /**
   * The members-only tier a request asks for: undefined leaves the post as it is, null opens it to all. A
   * members-only post is never sold, so a price with it is refused.
   */
  async function membersTier(
    userId: string,
    minTierId: string | null | undefined,
    priceId: number | undefined,
  ) {
    if (!minTierId) return minTierId;
    if (priceId !== undefined && priceId !== FREE_PRICE_ID) {
      throw fieldError('price_id', say('membersOnlyNoPrice'));
    }
    if (!(await deps.isOwnTier(userId, minTierId))) throw fieldError('min_tier_id', say('tierInvalid'));
    return minTierId;
  }
  const { transaction: transactionWithFiles, claim } = deps.files;

  /** The creator's own post, locked for a change; one staff hid cannot be changed (decision 0103). */
  async function lockEditable(...args: Parameters<ContentRepository['lockOwn']>) {
    const post = await repository.lockOwn(...args);
    if (post?.hiddenAt) throw new AppError('conflict', say('postLocked', { email: supportEmail }));
    return post;
  }

  /**
   * A published post's caption carries its tags onto hashtag pages, even when its photos are locked; a
   * draft's or a deleted post's carries none. Written in the caller's transaction.
   */
  const indexTags = (tx: Tx, post: PhotoPostRow) =>
    hashtags.index(tx, {
      type: typeOf(post),
      id: post.id,
      creatorUserId: post.userId,
      text: isPublic(post) ? post.caption : null,
      excerpt: post.caption ?? '',
      createdAt: post.createdAt,
    });

  /**
   * A post that was not public and now is (created published, or a draft published) is told to the
   * creator's followers, in the caller's transaction; only the first time does anything.
   */
  async function announceIfPublished(tx: Tx, before: PhotoPostRow | null, post: PhotoPostRow) {
    if ((before && isPublic(before)) || !isPublic(post) || post.hiddenAt) return;
    await deps.announcePost(tx, {
      creatorUserId: post.userId,
      postId: post.id,
      post: post.kind,
      access: post.minTierId ? 'members' : post.priceId !== FREE_PRICE_ID ? 'paid' : 'free',
      text: post.caption,
    });
  }

  const schedule = createContentSchedule({
    db,
    repository,
    now,
    indexTags,
    announceIfPublished,
    dropPages: deps.dropPages,
  });

  /** A post's members-only tier once a change is written. */
  const tierAfter = (post: PhotoPostRow, change: { minTierId?: string | null }) =>
    'minTierId' in change ? (change.minTierId ?? null) : post.minTierId;

  /** Sets a post's price; a free post turning paid starts with every photo hidden until paid. */
  async function applyPrice(tx: Tx, post: PhotoPostRow, priceId: number, extra: Partial<PhotoPostRow> = {}) {
    tierOf(priceId);
    const current = await repository.photosOf(tx, [post.id]);
    const wasPaid = post.priceId !== FREE_PRICE_ID;
    const payable = current.map((photo) => (wasPaid ? photo.isPayable : true));
    const settled = settleFlags(priceId, post.kind === 'snap' ? payable.map(() => true) : payable);
    for (const [i, photo] of current.entries()) {
      const flags = settled.flags[i]!;
      if (flags.isPayable !== photo.isPayable || flags.isPreview !== photo.isPreview) {
        await repository.updatePhoto(tx, photo.id, flags);
      }
    }
    return repository.updatePost(tx, post.id, { priceId: settled.priceId, amount: settled.amount, ...extra });
  }

  /** A Slide's photo list from a request: kept photos by id, new ones from the user's uploads. */
  function planSlidePhotos(images: z.output<typeof slideImagesRequest>['images'], current: PhotoRow[]) {
    const seenIds = new Set<string>();
    const seenKeys = new Set<string>();
    return images.map((image, i): PhotoPlan => {
      if (image.id) {
        if (seenIds.has(image.id)) throw fieldError(`images.${i}.id`, say('imageListedTwice'));
        seenIds.add(image.id);
        if (!current.some((photo) => photo.id === image.id)) {
          throw fieldError(`images.${i}.id`, say('fieldSelectedInvalid', { field: 'image id' }));
        }
        return { id: image.id, isPayable: image.is_payable };
      }
      const key = mediaKeyOf(image.url!, publicUrl);
      if (!key) throw fieldError(`images.${i}.url`, say('notOwnImage', { field: 'image' }));
      if (seenKeys.has(key)) throw fieldError(`images.${i}.url`, say('imageListedTwice'));
      seenKeys.add(key);
      return { uploadKey: key, isPayable: image.is_payable };
    });
  }

  /** Writes a Slide's photos as planned: removes the others, keeps order and flags. */
  async function writeSlidePhotos(
    tx: Tx,
    files: FileWork,
    input: { userId: string; post: PhotoPostRow; plan: PhotoPlan[]; current: PhotoRow[]; priceId: number },
  ) {
    const settled = settleFlags(
      input.priceId,
      input.plan.map((photo) => photo.isPayable),
    );
    const kept = new Set(input.plan.flatMap((photo) => (photo.id ? [photo.id] : [])));
    const removed = input.current.filter((photo) => !kept.has(photo.id));
    await repository.deletePhotos(
      tx,
      removed.map((photo) => photo.id),
    );
    for (const photo of removed) files.remove.push(...storedFilesOf(photo));
    const fresh = [];
    for (const [position, photo] of input.plan.entries()) {
      const flags = settled.flags[position]!;
      if (photo.id) {
        await repository.updatePhoto(tx, photo.id, { position, ...flags });
      } else {
        const claimed = await claim(tx, files, input.userId, photo.uploadKey!, `images.${position}.url`);
        fresh.push({ postId: input.post.id, position, ...claimed, ...flags });
      }
    }
    await repository.insertPhotos(tx, fresh);
    return settled;
  }

  return {
    /** The publishing job of scheduled posts and early access (decision 0157). */
    publishDue: schedule.publishDue,

    /**
     * Staff hide a post that breaks the rules, or show it again (decision 0103), in the caller's
     * transaction: hidden, it is unpublished and off the hashtag pages; shown again, it is published.
     * Null when there is no such post; `changed` false when it already was as asked.
     */
    async setHidden(tx: Tx, postId: string, hidden: { at: Date; reason: string } | null) {
      const post = await repository.lockById(tx, postId);
      if (!post) return null;
      if (Boolean(post.hiddenAt) === Boolean(hidden)) return { post, changed: false };
      const updated = await repository.updatePost(
        tx,
        post.id,
        hidden
          ? { hiddenAt: hidden.at, hiddenReason: hidden.reason, isPublished: false }
          : // shown again, a scheduled post still waits for its time
            { hiddenAt: null, hiddenReason: null, isPublished: !post.publishAt },
      );
      await indexTags(tx, updated);
      return { post: updated, changed: true };
    },

    prices(input: { search?: string; suggestedOnly: boolean; page: number; perPage: number }) {
      const found = searchTiers(input);
      const start = (input.page - 1) * input.perPage;
      return {
        data: found.slice(start, start + input.perPage).map(presentTier),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total: found.length }),
      };
    },

    async createSnap(input: { userId: string; body: z.output<typeof snapCreateRequest> }) {
      const { body } = input;
      const tier = tierOf(body.price_id);
      const minTierId = (await membersTier(input.userId, body.min_tier_id, body.price_id)) ?? null;
      const times = schedule.onCreate(body, minTierId);
      const post = await transactionWithFiles(async (tx, files) => {
        const created = await repository.insertPost(tx, {
          userId: input.userId,
          kind: 'snap',
          caption: body.caption ?? null,
          priceId: tier.priceId,
          amount: tier.amount,
          isPublished: body.is_published,
          minTierId,
          ...times,
        });
        const key = mediaKeyOf(body.image, publicUrl);
        const claimed = await claim(tx, files, input.userId, key, 'image');
        const paid = tier.priceId !== FREE_PRICE_ID;
        await repository.insertPhotos(tx, [
          { postId: created.id, position: 0, ...claimed, isPayable: paid, isPreview: false },
        ]);
        await indexTags(tx, created);
        await announceIfPublished(tx, null, created);
        return created;
      });
      return presentOwn(input.userId, post.id);
    },

    async updateSnap(input: { userId: string; postId: string; body: z.output<typeof snapUpdateRequest> }) {
      const { body } = input;
      const minTierId = await membersTier(input.userId, body.min_tier_id, body.price_id);
      await db.transaction(async (tx) => {
        const post = await lockEditable(tx, input.userId, input.postId, 'snap');
        if (!post) throw notAccessible();
        const members = membersChange(post, minTierId, body.price_id);
        const changes = {
          ...(body.caption !== undefined && { caption: body.caption }),
          ...(body.is_published !== undefined && { isPublished: body.is_published }),
          ...members,
          ...schedule.onUpdate(post, body, tierAfter(post, members)),
        };
        const priceId = minTierId ? FREE_PRICE_ID : body.price_id;
        let updated = post;
        if (priceId !== undefined) updated = await applyPrice(tx, post, priceId, changes);
        else if (Object.keys(changes).length) updated = await repository.updatePost(tx, post.id, changes);
        if (body.caption !== undefined || changes.isPublished !== undefined) await indexTags(tx, updated);
        await announceIfPublished(tx, post, updated);
      });
      return presentOwn(input.userId, input.postId);
    },

    async createSlide(input: { userId: string; body: z.output<typeof slideCreateRequest> }) {
      const { body } = input;
      tierOf(body.price_id);
      const minTierId = (await membersTier(input.userId, body.min_tier_id, body.price_id)) ?? null;
      body.images.forEach((image, i) => {
        if (image.id) throw fieldError(`images.${i}.id`, say('fieldSelectedInvalid', { field: 'image id' }));
      });
      const plan = planSlidePhotos(body.images, []);
      const times = schedule.onCreate(body, minTierId);
      const post = await transactionWithFiles(async (tx, files) => {
        const created = await repository.insertPost(tx, {
          userId: input.userId,
          kind: 'slide',
          caption: body.caption ?? null,
          isPublished: body.is_published,
          minTierId,
          ...times,
        });
        const settled = await writeSlidePhotos(tx, files, {
          userId: input.userId,
          post: created,
          plan,
          current: [],
          priceId: body.price_id,
        });
        await indexTags(tx, created);
        const priced =
          settled.priceId === FREE_PRICE_ID
            ? created
            : await repository.updatePost(tx, created.id, {
                priceId: settled.priceId,
                amount: settled.amount,
              });
        await announceIfPublished(tx, null, priced);
        return priced;
      });
      return presentOwn(input.userId, post.id);
    },

    async updateSlide(input: { userId: string; postId: string; body: z.output<typeof slideUpdateRequest> }) {
      const { body } = input;
      const minTierId = await membersTier(input.userId, body.min_tier_id, body.price_id);
      await db.transaction(async (tx) => {
        const post = await lockEditable(tx, input.userId, input.postId, 'slide');
        if (!post) throw notAccessible();
        let priceId = body.price_id ?? post.priceId;
        if (body.is_payable === false || minTierId) priceId = FREE_PRICE_ID;
        if (body.is_payable === true && priceId === FREE_PRICE_ID) {
          throw fieldError('price_id', say('priceIdRequiredPayable'));
        }
        const members = membersChange(post, minTierId, body.price_id);
        const changes = {
          ...(body.caption !== undefined && { caption: body.caption }),
          ...(body.is_published !== undefined && { isPublished: body.is_published }),
          ...members,
          ...schedule.onUpdate(post, body, tierAfter(post, members)),
        };
        let updated = post;
        if (priceId !== post.priceId) updated = await applyPrice(tx, post, priceId, changes);
        else if (Object.keys(changes).length) updated = await repository.updatePost(tx, post.id, changes);
        if (body.caption !== undefined || changes.isPublished !== undefined) await indexTags(tx, updated);
        await announceIfPublished(tx, post, updated);
      });
      return presentOwn(input.userId, input.postId);
    },

    async updateSlideImages(input: {
      userId: string;
      postId: string;
      body: z.output<typeof slideImagesRequest>;
    }) {
      await transactionWithFiles(async (tx, files) => {
        const post = await lockEditable(tx, input.userId, input.postId, 'slide');
        if (!post) throw notAccessible();
        const current = await repository.photosOf(tx, [post.id]);
        const plan = planSlidePhotos(input.body.images, current);
        const settled = await writeSlidePhotos(tx, files, {
          userId: input.userId,
          post,
          plan,
          current,
          priceId: post.priceId,
        });
        await repository.updatePost(tx, post.id, { priceId: settled.priceId, amount: settled.amount });
      });
      return presentOwn(input.userId, input.postId);
    },

    async setPrice(input: { userId: string; body: z.output<typeof contentSettingsRequest> }) {
      const { body } = input;
      await db.transaction(async (tx) => {
        const post = await lockEditable(tx, input.userId, body.id, kindOf(body.content_type));
        if (!post) throw notAccessible();
        await applyPrice(tx, post, body.price_id);
      });
      return presentOwn(input.userId, body.id);
    },

    /**
     * A post nobody paid for goes at once, files and all; one with buyers (or a checkout still open) stays
     * for its buyers for the grace period, hidden from everyone else, and the purge job removes it then.
     */
    async delete(input: { userId: string; type: PhotoType; postId: string }) {
      await transactionWithFiles(async (tx, files) => {
        const post = await repository.lockOwn(tx, input.userId, input.postId, kindOf(input.type));
        if (!post) throw notAccessible();
        // deleted is never public, whether it stays for its buyers or goes now
        await hashtags.forget(tx, typeOf(post), post.id);
        if (await repository.hasBuyersOrOpenCheckouts(tx, post.id)) {
          const deletedAt = now();
          await repository.updatePost(tx, post.id, {
            deletedAt,
            availableUntil: new Date(deletedAt.getTime() + GRACE_MS),
          });
          return;
        }
        const photos = await repository.photosOf(tx, [post.id]);
        await repository.deletePost(tx, post.id);
        await reactions.forget(tx, typeOf(post), post.id);
        for (const photo of photos) files.remove.push(...storedFilesOf(photo));
      });
      return { message: contentMessages.deleted };
    },
  };
}

export type ContentEditing = ReturnType<typeof createContentEditing>;
