import type { PhotoType } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import type { ContentLookup } from '../../lib/content-registry.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { FileRemover, Storage } from '../../providers/storage/storage.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { HashtagIndex } from '../hashtags/hashtags.service.ts';
import type { AnnouncePost } from '../notifications/post-fan-out.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PromoPricing } from '../promotions/promo-pricing.service.ts';
import { type PageVisit, sessionVisitOf } from '../profiles/profiles.service.ts';
import type { ReadWithSession, SessionParams } from '../../plugins/session.ts';
import type { ReactionCounts } from '../reactions/reactions.service.ts';
import { createContentEditing } from './content-editing.service.ts';
import { createContentFiles } from './content-files.service.ts';
import { createContentPurchases } from './content-purchases.service.ts';
import { createAccessCheck, kindOf, type MembersOnly, notAccessible } from './content.access.ts';
import { type Access, createContentPresenter, isOpenToAll } from './content.presenter.ts';
import {
  isUuid,
  type ContentRepository,
  type CreatorRow,
  type PhotoPostRow,
  type ShownPost,
} from './content.repository.ts';
import type { PhotoUrlSigner } from './photo-urls.ts';

/**
 * Photo posts as each viewer may see them, and the use cases built around them: a creator's editing
 * (content-editing), buying (content-purchases) and the photos' files (content-files).
 */
export function createContentService(deps: {
  db: Db;
  repository: ContentRepository;
  storage: Storage;
  /** Queues the removal of files in the caller's transaction, so it happens exactly when that commits. */
  removeFiles: FileRemover;
  signer: PhotoUrlSigner;
  reactions: ReactionCounts;
  hashtags: HashtagIndex;
  blocks: BlockCheck;
  payments: Pick<PaymentsService, 'startCheckout' | 'refresh'>;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
  /** Opens members-only posts to the members of their tiers; none opens without it. */
  membersOnly?: MembersOnly;
  /** Whether a tier is one of the creator's that takes members; none is without it. */
  isOwnTier?: (creatorUserId: string, tierId: string) => Promise<boolean>;
  now?: () => Date;
  /** Tells the creator's followers of a post the first time it is public (decision 0133). */
  announcePost: AnnouncePost;
  /** A buyer's promo code or member price (decision 0149). */
  promotions: Pick<PromoPricing, 'price'>;
  /** Of these posts, those staff closed to the viewer for a leak (decision 0166): not sold to them again. */
  closedForLeak?: (viewerId: string, postIds: string[]) => Promise<Set<string>>;
  /** Drops what visitors were kept of these creators' pages (a scheduled post went out). */
  dropPages: (userIds: string[]) => Promise<void>;
}) {
  const { db, repository, storage, signer, reactions, blocks, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const presenter = createContentPresenter({ signer, publicUrl, publicFileUrl: storage.publicUrl });
  const membersOnly: MembersOnly = deps.membersOnly ?? (async () => () => false);
  const accessTo = createAccessCheck({ repository, blocks, membersOnly, now });

  type AccessOf = (post: PhotoPostRow, bought: boolean) => Access;

  /** Posts read with what the page shows of them (photos, the viewer's purchase, reactions). */
  function presentShown(rows: ShownPost[], creator: CreatorRow, viewerId: string | null, accessOf: AccessOf) {
    return rows.map((row) =>
      presenter.post({
        post: row.post,
        creator,
        photos: row.photos,
        access: accessOf(row.post, row.bought),
        viewerId,
        reactions: reactions.totalsOfRow(row),
      }),
    );
  }

  /**
   * A page of the Snap tab as the visit's viewer sees it: the creator sees their drafts; anyone else the
   * published posts, and a buyer also the ones they bought that the page no longer lists.
   */
  async function tabPage(visit: PageVisit, rows: ShownPost[], at: { page: number; perPage: number }) {
    const { creator, viewerId, isOwner: own } = visit;
    // what the page lists is kept in the creator's counts, never counted per view (decision 0076)
    const counts = visit.photoPostCounts;
    const total = (counts?.published ?? 0) + (own ? (counts?.unpublished ?? 0) : visit.boughtBeyond);
    // the viewer's membership is asked only of a page that has members-only posts
    const opens =
      !own && rows.some((row) => row.post.minTierId) ? await membersOnly(creator.id, viewerId) : () => false;
    const data = presentShown(rows, creator, viewerId, (post, bought) =>
      own
        ? 'owner'
        : bought
          ? 'buyer'
          : post.minTierId && opens(post.minTierId, post.id)
            ? 'member'
            : 'public',
    );
    return { data, meta: pageMeta({ page: at.page, perPage: at.perPage, total }) };
  }

  async function presentMany(
    posts: PhotoPostRow[],
    creator: CreatorRow,
    viewerId: string | null,
    accessOf: AccessOf,
  ) {
    const shown = new Map(
      (
        await repository.shown(
          posts.map((post) => post.id),
          viewerId,
          reactions.columns,
        )
      ).map((row) => [row.post.id, row]),
    );
    const rows = posts.map((post) => ({ ...shown.get(post.id)!, post }));
    return presentShown(rows, creator, viewerId, accessOf);
  }

  async function presentOwn(userId: string, postId: string) {
    const found = (await repository.findPost(postId))!;
    const [post] = await presentMany([found.post], found.creator, userId, () => 'owner');
    return post!;
  }

  /** A post by type and id as the viewer may see it, or 404 'This content is not accessible.' */
  async function visiblePost(type: PhotoType, postId: string, viewerId: string | null, pageUrl?: string) {
    const found = await repository.findPost(postId);
    if (!found || found.post.kind !== kindOf(type)) throw notAccessible();
    if (pageUrl !== undefined && found.creator.pageUrl !== pageUrl) throw notAccessible();
    const access = await accessTo(found.post, found.creator, viewerId);
    if (!access) throw notAccessible();
    return { ...found, access };
  }

  /** How the reactions feature finds a post: a locked post exists for the viewer but is not open. */
  const lookupFor =
    (type: PhotoType): ContentLookup =>
    async (contentId, viewerId) => {
      const found = isUuid(contentId) ? await repository.findPost(contentId) : null;
      if (!found || found.post.kind !== kindOf(type) || found.creator.status !== 'active') return null;
      // blocks are the reactions feature's to answer (403 to react, 404 to list), so only visibility here
      const bought = viewerId
        ? (await repository.purchasedAmong(viewerId, [found.post.id])).has(found.post.id)
        : false;
      const deleted = Boolean(found.post.deletedAt);
      if (deleted && !(bought && found.post.availableUntil! > now())) return null;
      if (found.post.hiddenAt && viewerId !== found.post.userId) return null;
      const own = viewerId === found.post.userId && !deleted;
      if (!own && !bought && !found.post.isPublished) return null;
      const photos = await repository.photosOf(db, [found.post.id]);
      const member =
        !own && !bought && found.post.minTierId
          ? (await membersOnly(found.creator.id, viewerId))(found.post.minTierId, found.post.id)
          : false;
      const canOpen = own || bought || member || photos.every((photo) => isOpenToAll(found.post, photo));
      return { ownerUserId: found.post.userId, canOpen, membersOnly: Boolean(found.post.minTierId) };
    };

  const files = createContentFiles({
    db,
    repository,
    storage,
    removeFiles: deps.removeFiles,
    signer,
    accessTo,
    now,
  });
  const editing = createContentEditing({
    db,
    repository,
    files,
    reactions,
    hashtags: deps.hashtags,
    presentOwn,
    publicUrl,
    isOwnTier: deps.isOwnTier ?? (async () => false),
    now,
    announcePost: deps.announcePost,
    dropPages: deps.dropPages,
  });
  const purchases = createContentPurchases({
    repository,
    blocks,
    payments: deps.payments,
    presenter,
    publicUrl,
    promotions: deps.promotions,
    closedForLeak: deps.closedForLeak ?? (async () => new Set<string>()),
  });

  return {
    lookups: { image: lookupFor('image'), image_collection: lookupFor('image_collection') },

    /**
     * The Snap tab: the creator's posts as the viewer the session names may see them, newest first, read
     * with the page's visit and the session in one round trip (decision 0116). Null when there is no page
     * for this viewer.
     */
    async listAsSession(input: {
      pageUrl: string;
      session: SessionParams;
      page: number;
      perPage: number;
    }): Promise<ReadWithSession<Awaited<ReturnType<typeof tabPage>> | null>> {
      const found = await repository.visitWithPosts({ ...input, reactionsOf: reactions.columns });
      const { session, value: visit } = sessionVisitOf(found?.visit ?? null);
      if (!found || !visit) return { session, value: null };
      return { session, value: await tabPage(visit, found.posts, input) };
    },

    /** The creator's Snaps and Slides waiting to be published, soonest first (decision 0157). */
    async scheduled(input: { userId: string; page: number; perPage: number }) {
      const [{ rows, total }, creator] = await Promise.all([
        repository.scheduled(input),
        repository.findCreator(input.userId),
      ]);
      const data = creator ? await presentMany(rows, creator, input.userId, () => 'owner') : [];
      return { data, meta: pageMeta({ page: input.page, perPage: input.perPage, total }) };
    },

    async get(input: { pageUrl: string; type: PhotoType; postId: string; viewerId: string | null }) {
      const found = await visiblePost(input.type, input.postId, input.viewerId, input.pageUrl);
      const [post] = await presentMany([found.post], found.creator, input.viewerId, () => found.access);
      return post!;
    },

    ...editing,
    ...purchases,
    photoFile: files.photoFile,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
